import type { Words } from '../../words'

/** The videos of seed/collections/demoVideos.ts. */
export const demoVideosWords: Words = {
  'Platform Overview': 'Recorrido por la plataforma',
  'A tour of the whole platform, from enrolment to national dashboards.':
    'Un recorrido por toda la plataforma, de la matrícula a los tableros nacionales.',
  'Teacher Dashboard and Analytics': 'Panel y analítica para docentes',
  'How teachers take attendance, grade work and follow each class’s progress.':
    'Cómo los docentes toman asistencia, califican trabajos y siguen el progreso de cada clase.',
  'Student Information Management': 'Gestión de la información estudiantil',
  'Enrolment, records, report cards and transcripts in the student information system.':
    'Matrícula, expedientes, boletas de calificaciones y certificados de estudios en el sistema de información estudiantil.',
  'Parent Portal': 'Portal para padres',
  'What parents see: grades, attendance, announcements and fee payments.':
    'Lo que ven los padres: calificaciones, asistencia, avisos y pago de cuotas.',
  'School Administration Tools': 'Herramientas de administración escolar',
  'Billing, finance, staff and timetables for the school office.':
    'Facturación, finanzas, personal y horarios para la administración de la escuela.',
  'Reporting and Insights': 'Informes y análisis',
  'Analytics and reports for school leaders, districts and ministries.':
    'Analítica e informes para directivos escolares, distritos y ministerios.',
}
