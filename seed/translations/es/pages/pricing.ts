import type { Words } from '../../words'

/** The pages of seed/pages/pricing.ts, by path. */
export const pricingWords: Record<string, Words> = {
  pricing: {
    Pricing: 'Precios',
    'Simple per-student pricing: Basic $1.00, Professional $1.50 and Premium $2.25 per student per month, with annual and multi-year discounts.':
      'Precios por estudiante: Básico US$1,00, Profesional US$1,50 y Premium US$2,25 por estudiante al mes, con descuentos anuales y plurianuales.',
    'Simple, per-student pricing': 'Precios simples, por estudiante',
    'Pay per student per month, with discounts for annual and multi-year plans. Governments, universities, corporates and TVET institutions get plans built around them.':
      'Pague por estudiante al mes, con descuentos en planes anuales y plurianuales. Gobiernos, universidades, empresas e instituciones de educación técnica y formación profesional cuentan con planes hechos a su medida.',
    Schools: 'Escuelas',
    'Plans for schools': 'Planes para escuelas',
    'Choose the plan that fits your school today and move up whenever you are ready.':
      'Elija el plan que se ajusta hoy a su escuela y pase a un plan superior cuando esté listo.',
    'Get Started': 'Comenzar',
    'Get a Custom Quote': 'Pedir una cotización personalizada',
    Governments: 'Gobiernos',
    'National and district plans': 'Planes nacionales y distritales',
    'A national EMIS priced for every school in the country, with rollout, training and data officers planned with your ministry.':
      'Un EMIS nacional con precio para todas las escuelas del país, con la implementación, la capacitación y los responsables de datos planificados junto con su ministerio.',
    'Every school on one platform, with live national dashboards':
      'Todas las escuelas en una sola plataforma, con tableros nacionales en tiempo real',
    'Our four-phase consultancy framework, from assessment to optimisation':
      'Nuestro modelo de consultoría en cuatro fases, de la evaluación a la optimización',
    'Custom cluster discounts for groups of schools':
      'Descuentos personalizados para grupos de escuelas',
    'Solutions for Governments': 'Soluciones para gobiernos',
    HigherEd: 'Educación superior',
    'Plans for colleges and universities': 'Planes para institutos y universidades',
    'Admissions, records, transcripts, learning management and billing for higher-education institutions.':
      'Admisiones, expedientes, certificados de estudios, gestión del aprendizaje y facturación para instituciones de educación superior.',
    'Transcripts and programme records': 'Certificados de estudios y expedientes por programa',
    'Learning management for every course': 'Gestión del aprendizaje para cada curso',
    Corporates: 'Empresas',
    'Plans for corporate training': 'Planes para la capacitación empresarial',
    'Learning management, assessments and reporting for staff training programmes.':
      'Gestión del aprendizaje, evaluaciones e informes para los programas de capacitación del personal.',
    'Courses and assessments online': 'Cursos y evaluaciones en línea',
    'Completion and results reports': 'Informes de finalización y resultados',
    'Surveys with SmartPulse': 'Encuestas con SmartPulse',
    TVET: 'Educación técnica',
    'Plans for technical and vocational institutions':
      'Planes para instituciones técnicas y de formación profesional',
    'Enrolment, attendance, competency records and learning management for TVET institutions.':
      'Matrícula, asistencia, registros por competencias y gestión del aprendizaje para instituciones de educación técnica y formación profesional.',
    'Enrolment and attendance': 'Matrícula y asistencia',
    'Competency-based records and transcripts': 'Registros y certificados basados en competencias',
    'Learning management for practical programmes':
      'Gestión del aprendizaje para programas prácticos',
    'Compare plans': 'Compare los planes',
    Discounts: 'Descuentos',
    '15% off': '15 % de descuento',
    'when you pay annually': 'al pagar anualmente',
    'Up to 25% off': 'Hasta 25 % de descuento',
    'for multi-year agreements': 'en contratos plurianuales',
    'Custom cluster discounts': 'Descuentos personalizados por grupo',
    'for groups of schools that join together': 'para grupos de escuelas que se suman juntas',
    'Needs-based pricing': 'Precios según necesidad',
    'available on application': 'disponibles previa solicitud',
    'Professional services': 'Servicios profesionales',
    Implementation: 'Implementación',
    'Set-up and configuration for your schools.':
      'Puesta en marcha y configuración para sus escuelas.',
    'Data migration': 'Migración de datos',
    'Your existing records moved onto the platform.':
      'Sus registros actuales, trasladados a la plataforma.',
    Training: 'Capacitación',
    'For administrators, teachers and data officers.':
      'Para administradores, docentes y responsables de datos.',
    'Custom development': 'Desarrollo a la medida',
    'Features built for your requirements.': 'Funcionalidades creadas según sus requerimientos.',
    Integration: 'Integración',
    'Connections to your existing systems.': 'Conexión con sus sistemas actuales.',
    'Premium support': 'Soporte premium',
    'Priority help when you need it.': 'Atención prioritaria cuando la necesite.',
    Consulting: 'Consultoría',
    'Our four-phase framework for district and national rollouts.':
      'Nuestro modelo en cuatro fases para implementaciones distritales y nacionales.',
  },
}
