import type { Words } from '../../words'

/** The pages of seed/pages/home.ts, by path. */
export const homeWords: Record<string, Words> = {
  '/': {
    Home: 'Inicio',
    'Cloud School Management for the Caribbean, Africa and Latin America':
      'Gestión escolar en la nube para el Caribe, África y América Latina',
    'Student information, learning management, national EMIS, AI test prep and Donafi fundraising in one cloud platform for ministries, schools, teachers and families.':
      'Información estudiantil, LMS, EMIS nacional, preparación para exámenes con IA y Donafi en una sola plataforma para ministerios, escuelas y familias.',
    'One platform for every school': 'Una plataforma para cada escuela',
    'Run every school, district and ministry from one cloud platform':
      'Gestione cada escuela, distrito y ministerio desde una sola plataforma en la nube',
    'Enrolment, attendance, report cards, learning, billing and national statistics in one place, built for schools in the Caribbean, Africa and Latin America. Up to 70% less administrative work, on a platform with 99.9% uptime.':
      'Matrícula, asistencia, boletas de calificaciones, aprendizaje, facturación y estadísticas nacionales en un solo lugar, pensado para las escuelas del Caribe, África y América Latina. Hasta 70 % menos trabajo administrativo, en una plataforma con 99,9 % de disponibilidad.',
    'Hurricane relief for Caribbean schools':
      'Ayuda para las escuelas del Caribe afectadas por el huracán',
    'Schools hit by the hurricane can apply for subscription fee waivers, deferred payments and virtual-learning set-up. Supporters can give directly to rebuilding schools.':
      'Las escuelas afectadas por el huracán pueden solicitar la exención del pago de la suscripción, el aplazamiento de pagos y la habilitación del aprendizaje virtual. Quienes deseen apoyar pueden donar directamente a las escuelas en reconstrucción.',
    'Apply for Recovery Support': 'Solicitar apoyo para la recuperación',
    'Donate to Relief': 'Donar a la ayuda',
    'Trusted across three regions': 'Con la confianza de tres regiones',
    'A product for everyone in education': 'Una solución para cada actor de la educación',
    'Choose where to start: every product shares one secure record of each learner.':
      'Elija por dónde empezar: todos los productos comparten un mismo registro seguro de cada estudiante.',
    'SIS and LMS for schools': 'SIS y LMS para escuelas',
    'Student records, SmartTrack attendance, SmartEnroll enrolment, report cards, transcripts and the learning management system.':
      'Expedientes estudiantiles, asistencia con SmartTrack, matrícula con SmartEnroll, boletas de calificaciones, certificados de estudios y el sistema de gestión del aprendizaje.',
    'For schools': 'Para escuelas',
    'National EMIS for governments': 'EMIS nacional para gobiernos',
    'Live statistics from every school in the country, for ministries and districts that plan with real data.':
      'Estadísticas en tiempo real de todas las escuelas del país, para ministerios y distritos que planifican con datos reales.',
    'For governments': 'Para gobiernos',
    'Test prep for students and parents': 'Preparación para exámenes, para estudiantes y padres',
    'AI-powered exam practice and a parent portal with grades, attendance and fees on any phone.':
      'Práctica de exámenes con inteligencia artificial y un portal para padres con calificaciones, asistencia y cuotas, desde cualquier celular.',
    'For students and parents': 'Para estudiantes y padres',
    'Data protection built in': 'Protección de datos integrada',
    'Role-based access, multi-factor sign-in for administrators and breach notice within 72 hours.':
      'Acceso según el rol, autenticación multifactor para administradores y notificación de brechas de seguridad en un plazo de 72 horas.',
    'How we protect data': 'Cómo protegemos los datos',
    'Proven at national scale': 'Probada a escala nacional',
    'St Vincent and the Grenadines onboarded 1,120 schools on our national EMIS, and rural Jamaica runs a cashless school bus with 100% digital fares.':
      'San Vicente y las Granadinas incorporó 1.120 escuelas a nuestro EMIS nacional, y en zonas rurales de Jamaica funciona un autobús escolar sin efectivo con pasajes 100 % digitales.',
    '90% time savings': '90 % de ahorro de tiempo',
    'reported by school administrators after moving records and reports online.':
      'según los administradores escolares, tras llevar sus registros e informes a la nube.',
    '50,000+ users': '+50.000 usuarios',
    'across one national rollout: ministry staff, principals, teachers, parents and students.':
      'en una sola implementación nacional: personal del ministerio, directores, docentes, padres y estudiantes.',
    '60% faster boarding': 'Abordaje 60 % más rápido',
    'on the cashless rural school bus in Jamaica.':
      'en el autobús escolar rural sin efectivo de Jamaica.',
    '9 of the top 11': '9 de los 11 mejores',
    'national exam students in St Vincent prepared with our AI test-prep product.':
      'estudiantes en los exámenes nacionales de San Vicente se prepararon con nuestra solución de preparación para exámenes con IA.',
    'See it with your own schools in mind': 'Véala pensando en sus propias escuelas',
    'Start a free trial or book a guided demo with our team.':
      'Comience una prueba gratuita o agende una demostración guiada con nuestro equipo.',
    'Start Free Trial': 'Comenzar prueba gratuita',
    'Book a Demo': 'Agendar una demostración',
  },
}
