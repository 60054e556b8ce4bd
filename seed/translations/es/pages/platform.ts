import type { Words } from '../../words'

/** The pages of seed/pages/platform.ts, by path. */
export const platformWords: Record<string, Words> = {
  platform: {
    Platform: 'Plataforma',
    'One cloud platform: SIS, LMS, national EMIS, AI lesson planning and assessments, billing, finance and the parent portal.':
      'Una plataforma en la nube: SIS, LMS, EMIS nacional, planificación y evaluaciones con IA, facturación, finanzas y portal para padres.',
    'One platform, from the classroom to the ministry':
      'Una sola plataforma, del aula al ministerio',
    'Student information, learning management, a national EMIS, AI tools and payments share one secure record of every learner, with 99.9% uptime.':
      'Información estudiantil, gestión del aprendizaje, un EMIS nacional, herramientas de IA y pagos comparten un mismo registro seguro de cada estudiante, con 99,9 % de disponibilidad.',
    'Explore the platform': 'Explore la plataforma',
    'For Schools': 'Para escuelas',
    'SIS, SmartTrack attendance, SmartEnroll, report cards, transcripts and the LMS.':
      'SIS, asistencia con SmartTrack, SmartEnroll, boletas de calificaciones, certificados de estudios y el LMS.',
    'Platform for schools': 'Plataforma para escuelas',
    'For Governments': 'Para gobiernos',
    'A national EMIS with live figures from every school.':
      'Un EMIS nacional con cifras en tiempo real de cada escuela.',
    'Platform for governments': 'Plataforma para gobiernos',
    'For Students & Parents': 'Para estudiantes y padres',
    'The parent portal and AI-powered test prep.':
      'El portal para padres y la preparación para exámenes con IA.',
    'Platform for students and parents': 'Plataforma para estudiantes y padres',
    'SmartPlan lesson planning, Simplified IQ assessments and SmartPulse surveys.':
      'Planificación de clases con SmartPlan, evaluaciones con Simplified IQ y encuestas con SmartPulse.',
    'AI and personalization': 'IA y personalización',
    'Every module you need': 'Todos los módulos que necesita',
    'Student information system': 'Sistema de información estudiantil',
    'Records, enrolment with SmartEnroll and attendance with SmartTrack.':
      'Expedientes, matrícula con SmartEnroll y asistencia con SmartTrack.',
    'Built from the gradebook, including SmartReport Cards.':
      'Generados desde el registro de calificaciones, incluidas las SmartReport Cards.',
    'Assignments, materials and feedback online.':
      'Tareas, materiales y retroalimentación en línea.',
    'Billing, finance and the parent portal': 'Facturación, finanzas y portal para padres',
    'Fees, receipts and school accounts, paid by card or mobile money.':
      'Cuotas, recibos y cuentas de la escuela, pagados con tarjeta o dinero móvil.',
    'Behaviour and IEP support': 'Conducta y planes educativos individualizados',
    'Behaviour records and special-needs plans in the learner’s record.':
      'Registros de conducta y planes de necesidades educativas especiales en el expediente del estudiante.',
    'Digital bus fares and faster boarding.': 'Pasajes de autobús digitales y abordaje más rápido.',
    'Solutions by role': 'Soluciones por perfil',
    Teachers: 'Docentes',
    'Time back from attendance, grading and planning.':
      'Recuperan el tiempo que dedicaban a la asistencia, las calificaciones y la planificación.',
    'Solutions for teachers': 'Soluciones para docentes',
    Governments: 'Gobiernos',
    'National insight from live school data.':
      'Visión nacional a partir de datos escolares en tiempo real.',
    'Solutions for governments': 'Soluciones para gobiernos',
    'School leaders': 'Directivos escolares',
    'Every office of the school on one screen.':
      'Todas las áreas de la escuela en una sola pantalla.',
    'Solutions for school leaders': 'Soluciones para directivos escolares',
    'See the platform at work in a whole country':
      'Vea la plataforma en funcionamiento en todo un país',
    'St Vincent and the Grenadines onboarded 1,120 schools and report 90% time savings.':
      'San Vicente y las Granadinas incorporó 1.120 escuelas y reporta un 90 % de ahorro de tiempo.',
  },
  'platform/schools': {
    'Platform for Schools': 'Plataforma para escuelas',
    'SIS and LMS for schools: records, attendance, enrolment, report cards, transcripts, analytics, learning, billing and finance.':
      'SIS y LMS para escuelas: expedientes, asistencia, matrícula, boletas, certificados de estudios, analítica, aprendizaje, facturación y finanzas.',
    'SIS and LMS': 'SIS y LMS',
    'The student information and learning system for your school':
      'El sistema de información estudiantil y de aprendizaje para su escuela',
    'Everything from admission to graduation: SmartEnroll enrolment, SmartTrack attendance, report cards, transcripts, analytics and the learning management system.':
      'Todo, desde la admisión hasta la graduación: matrícula con SmartEnroll, asistencia con SmartTrack, boletas de calificaciones, certificados de estudios, analítica y el sistema de gestión del aprendizaje.',
    'What your school runs on it': 'Lo que su escuela gestiona con ella',
    'Student information system': 'Sistema de información estudiantil',
    'One record per learner, from enrolment to transcript.':
      'Un registro por estudiante, de la matrícula al certificado de estudios.',
    'Attendance (SmartTrack)': 'Asistencia (SmartTrack)',
    'Daily registers in seconds, with absences sent to parents.':
      'Listas diarias en segundos, con avisos de inasistencia a los padres.',
    'Enrolment (SmartEnroll)': 'Matrícula (SmartEnroll)',
    'Online admissions and class placement.': 'Admisiones en línea y asignación de grupos.',
    'Produced from the gradebook at the end of each term.':
      'Generados desde el registro de calificaciones al cierre de cada periodo.',
    'Assignments, resources and feedback online.': 'Tareas, recursos y retroalimentación en línea.',
    'Fees, receipts and accounts, with Donafi for fundraising.':
      'Cuotas, recibos y cuentas, con Donafi para la recaudación de fondos.',
    'See it in action': 'Véala en acción',
    'Watch short demos, read how other schools use it, or raise funds for your school with Donafi.':
      'Vea demostraciones breves, lea cómo la usan otras escuelas o recaude fondos para su escuela con Donafi.',
    'Watch Product Demos': 'Ver demostraciones del producto',
  },
  'platform/governments': {
    'Platform for Governments': 'Plataforma para gobiernos',
    'A national EMIS: live enrolment, attendance, staffing and results from every school, for ministries and districts.':
      'Un EMIS nacional: matrícula, asistencia, personal y resultados en tiempo real de cada escuela, para ministerios y distritos.',
    'A national education management information system':
      'Un sistema nacional de información para la gestión educativa',
    'Every school reports through the same platform it uses every day, so the ministry sees enrolment, attendance, staffing and results as they happen.':
      'Cada escuela reporta a través de la misma plataforma que usa a diario, así el ministerio ve la matrícula, la asistencia, la dotación de personal y los resultados a medida que ocurren.',
    'A national rollout in figures': 'Una implementación nacional en cifras',
    'schools onboarded in St Vincent': 'escuelas incorporadas en San Vicente',
    '20 to 30': '20 a 30',
    'schools per data officer': 'escuelas por responsable de datos',
    'From pilot to every school in the country': 'Del piloto a todas las escuelas del país',
    'Solutions for Governments': 'Soluciones para gobiernos',
  },
  'platform/students-parents': {
    'Platform for Students & Parents': 'Plataforma para estudiantes y padres',
    'AI-powered test prep for students and the parent portal for families: grades, attendance, fees and messages.':
      'Preparación para exámenes con IA para estudiantes y el portal para padres: calificaciones, asistencia, cuotas y mensajes.',
    'Test prep and the parent portal': 'Preparación para exámenes y portal para padres',
    'Exam practice that adapts, and a window into school for parents':
      'Práctica de exámenes que se adapta, y una ventana a la escuela para los padres',
    'Our AI-powered test-prep product gives each student the practice they need; in St Vincent, 9 of the top 11 national exam students used it. Parents follow grades, attendance and fees in the portal.':
      'Nuestra solución de preparación para exámenes con IA ofrece a cada estudiante la práctica que necesita; en San Vicente, 9 de los 11 mejores estudiantes en los exámenes nacionales la utilizaron. Los padres siguen calificaciones, asistencia y cuotas en el portal.',
    'Download on the App Store': 'Descargar en el App Store',
    'Get it on Google Play': 'Disponible en Google Play',
    'For students': 'Para estudiantes',
    'Adaptive practice': 'Práctica adaptativa',
    'Questions that focus on what each student has not yet mastered.':
      'Preguntas centradas en lo que cada estudiante aún no domina.',
    'Exam-style tests': 'Pruebas tipo examen',
    'Timed practice papers with instant marking and explanations.':
      'Exámenes de práctica cronometrados, con calificación inmediata y explicaciones.',
    'Progress you can see': 'Un progreso visible',
    'Scores by topic, so students know what to study next.':
      'Puntajes por tema, para que los estudiantes sepan qué estudiar a continuación.',
    'For parents': 'Para padres',
    'Grades and report cards': 'Calificaciones y boletas',
    'As soon as teachers record them.': 'En cuanto los docentes las registran.',
    'Attendance alerts': 'Alertas de asistencia',
    'Know the same day when your child is absent.':
      'Sepa el mismo día cuando su hijo falta a clases.',
    'Fees by card or mobile money': 'Cuotas con tarjeta o dinero móvil',
    'Pay online and keep every receipt.': 'Pague en línea y conserve todos los recibos.',
    'Bring it to your family’s school': 'Llévela a la escuela de su familia',
    'Solutions for Parents & Students': 'Soluciones para padres y estudiantes',
  },
  'platform/ai': {
    'SmartPlan AI lesson planning, Simplified IQ AI assessments, SmartPulse surveys and AI-powered test prep.':
      'Planificación de clases con SmartPlan, evaluaciones con Simplified IQ, encuestas con SmartPulse y preparación para exámenes con IA.',
    'AI that gives teachers time and students a personal path':
      'IA que devuelve tiempo a los docentes y ofrece a cada estudiante su propio camino',
    'SmartPlan drafts lesson plans, Simplified IQ builds and marks assessments, SmartPulse surveys listen to your school community, and AI test prep adapts to every learner.':
      'SmartPlan prepara borradores de planes de clase, Simplified IQ crea y califica evaluaciones, las encuestas de SmartPulse escuchan a su comunidad escolar y la preparación para exámenes con IA se adapta a cada estudiante.',
    'The AI tools': 'Las herramientas de IA',
    'AI lesson planning aligned to your curriculum.':
      'Planificación de clases con IA, alineada con su currículo.',
    'AI assessments with instant marking and insight.':
      'Evaluaciones con IA, con calificación y análisis al instante.',
    'Surveys for students, parents and staff, summarised for leaders.':
      'Encuestas para estudiantes, padres y personal, resumidas para los directivos.',
    'AI test prep': 'Preparación para exámenes con IA',
    'Adaptive exam practice for every student.':
      'Práctica adaptativa de exámenes para cada estudiante.',
    'See the AI tools with your own curriculum':
      'Vea las herramientas de IA con su propio currículo',
    'Watch Product Demos': 'Ver demostraciones del producto',
  },
}
