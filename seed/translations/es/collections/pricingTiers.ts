import type { Words } from '../../words'

/** The tiers of seed/collections/pricingTiers.ts. */
export const pricingTiersWords: Words = {
  Basic: 'Básico',
  'per student / month': 'por estudiante / mes',
  'The essentials of running a school.': 'Lo esencial para gestionar una escuela.',
  'Student information system (SIS)': 'Sistema de información estudiantil (SIS)',
  Attendance: 'Asistencia',
  Enrolment: 'Matrícula',
  'Report cards': 'Boletas de calificaciones',
  Transcripts: 'Certificados de estudios',
  Analytics: 'Analítica',
  Professional: 'Profesional',
  'Teaching, learning and family engagement.':
    'Enseñanza, aprendizaje y participación de las familias.',
  'Learning management system (LMS)': 'Sistema de gestión del aprendizaje (LMS)',
  'AI lesson planning': 'Planificación de clases con IA',
  Billing: 'Facturación',
  'Parent portal': 'Portal para padres',
  'The whole platform, with AI and finance.': 'Toda la plataforma, con IA y finanzas.',
  'AI assessments': 'Evaluaciones con IA',
  Surveys: 'Encuestas',
  Finance: 'Finanzas',
  Behaviour: 'Conducta',
  'IEP support': 'Apoyo a planes educativos individualizados',
}
