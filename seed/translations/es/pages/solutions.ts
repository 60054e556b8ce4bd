import type { Words } from '../../words'

/** The pages of seed/pages/solutions.ts, by path. */
export const solutionsWords: Record<string, Words> = {
  solutions: {
    Solutions: 'Soluciones',
    'School-management solutions for governments and ministries, school leaders, teachers, parents and students.':
      'Soluciones de gestión escolar para gobiernos y ministerios, directivos escolares, docentes, padres de familia y estudiantes.',
    'Solutions for everyone who runs, teaches in or depends on a school':
      'Soluciones para quienes dirigen una escuela, enseñan en ella o dependen de ella',
    'Ministries need national insight, school leaders need one office, teachers need time back and families need to stay informed. One platform serves all four.':
      'Los ministerios necesitan una visión nacional, los directivos una oficina unificada, los docentes recuperar su tiempo y las familias mantenerse informadas. Una sola plataforma atiende a los cuatro.',
    'Choose your role': 'Elija su perfil',
    'A national EMIS with live data from every school.':
      'Un EMIS nacional con datos en tiempo real de cada escuela.',
    'Solutions for governments': 'Soluciones para gobiernos',
    'Enrolment, attendance, billing, staff and reports in one place.':
      'Matrícula, asistencia, facturación, personal e informes en un solo lugar.',
    'Solutions for school leaders': 'Soluciones para directivos escolares',
    'Attendance in seconds, gradebooks and AI lesson planning.':
      'Asistencia en segundos, registro de calificaciones y planificación de clases con IA.',
    'Solutions for teachers': 'Soluciones para docentes',
    'Grades, attendance, fees and test prep on any phone.':
      'Calificaciones, asistencia, cuotas y preparación para exámenes desde cualquier celular.',
    'Solutions for parents and students': 'Soluciones para padres y estudiantes',
  },
  'solutions/governments': {
    'Solutions for Governments & Ministries': 'Soluciones para gobiernos y ministerios',
    'A national education management information system (EMIS): live data from every school for ministries and districts.':
      'Un sistema nacional de información para la gestión educativa (EMIS): datos en tiempo real de cada escuela para ministerios y distritos.',
    'National education data you can act on, the day it is recorded':
      'Datos educativos nacionales para actuar desde el mismo día en que se registran',
    'Our national EMIS collects enrolment, attendance, staffing and results from every school, so ministries plan budgets, teachers and interventions on live figures instead of last year’s census.':
      'Nuestro EMIS nacional recoge la matrícula, la asistencia, la dotación de personal y los resultados de cada escuela, para que los ministerios planifiquen presupuestos, docentes e intervenciones con cifras en tiempo real y no con el censo del año pasado.',
    'What ministries get': 'Lo que obtienen los ministerios',
    'One record per learner': 'Un registro por estudiante',
    'Students keep one record as they move between schools and levels.':
      'Cada estudiante conserva un único registro al cambiar de escuela y de nivel.',
    'Live dashboards': 'Tableros en tiempo real',
    'Enrolment, attendance and results by district, school type and level.':
      'Matrícula, asistencia y resultados por distrito, tipo de escuela y nivel.',
    'Data officers in the loop': 'Responsables de datos cerca de las escuelas',
    'Schools grouped 20 to 30 per data officer, so support is close at hand.':
      'Cada responsable de datos atiende de 20 a 30 escuelas, así el apoyo está siempre a mano.',
    'Secure by design': 'Seguridad desde el diseño',
    'Role-based access, multi-factor sign-in for administrators and 72-hour breach notice.':
      'Acceso según el rol, autenticación multifactor para administradores y notificación de brechas en 72 horas.',
    'St Vincent and the Grenadines, at a glance': 'San Vicente y las Granadinas en cifras',
    'schools onboarded': 'escuelas incorporadas',
    '3 months': '3 meses',
    'pilot with 5 schools': 'de piloto con 5 escuelas',
    'Plan your national rollout with us': 'Planifique con nosotros su implementación nacional',
    'Read how a whole country moved to one platform, or meet the team behind it.':
      'Lea cómo todo un país pasó a una sola plataforma o conozca al equipo que lo hizo posible.',
  },
  'solutions/school-leaders': {
    'Solutions for School Leaders': 'Soluciones para directivos escolares',
    'Run enrolment, attendance, report cards, billing, finance and staff from one cloud platform, with up to 70% less admin work.':
      'Gestione matrícula, asistencia, boletas de calificaciones, facturación, finanzas y personal en una plataforma, con hasta 70 % menos trabajo administrativo.',
    'Every office of your school, on one screen':
      'Todas las áreas de su escuela, en una sola pantalla',
    'From SmartEnroll enrolment to transcripts, billing and finance, leaders see the whole school at once and cut administrative work by up to 70%.':
      'De la matrícula con SmartEnroll a los certificados de estudios, la facturación y las finanzas, los directivos ven toda la escuela de un vistazo y reducen el trabajo administrativo hasta en un 70 %.',
    'Built for the way schools run': 'Diseñada para el día a día de las escuelas',
    'Enrolment and records': 'Matrícula y expedientes',
    'SmartEnroll admissions and the student information system in one record.':
      'Las admisiones con SmartEnroll y el sistema de información estudiantil, en un mismo registro.',
    'Attendance that reports itself': 'Asistencia que se reporta sola',
    'SmartTrack attendance feeds daily figures to leaders and parents.':
      'La asistencia con SmartTrack envía cifras diarias a directivos y padres.',
    'Generated from the gradebook, ready to print or share online.':
      'Generados desde el registro de calificaciones, listos para imprimir o compartir en línea.',
    'Fees, receipts and school finances, with the parent portal for payments.':
      'Cuotas, recibos y finanzas escolares, con el portal para padres para los pagos.',
    'Behaviour and IEP support': 'Conducta y planes educativos individualizados',
    'Track behaviour and special-needs plans alongside academic progress.':
      'Dé seguimiento a la conducta y a los planes de necesidades educativas especiales junto con el progreso académico.',
    Analytics: 'Analítica',
    'See trends in attendance, results and fees before they become problems.':
      'Detecte tendencias en asistencia, resultados y cuotas antes de que se conviertan en problemas.',
    'See how other schools did it': 'Vea cómo lo lograron otras escuelas',
    'Staff Login': 'Acceso para el personal',
  },
  'solutions/teachers': {
    'Solutions for Teachers': 'Soluciones para docentes',
    'Attendance in seconds, gradebooks, announcements and SmartPlan AI lesson planning for teachers.':
      'Asistencia en segundos, registro de calificaciones, avisos y planificación de clases con SmartPlan, la IA para docentes.',
    'More time for teaching, less for paperwork': 'Más tiempo para enseñar, menos para el papeleo',
    'Take attendance in seconds, grade once and let report cards build themselves, and plan lessons with SmartPlan, our AI lesson planner.':
      'Tome asistencia en segundos, califique una sola vez y deje que las boletas de calificaciones se generen solas, y planifique sus clases con SmartPlan, nuestro planificador con IA.',
    'Start Free Trial': 'Comenzar prueba gratuita',
    'Book a Demo': 'Agendar una demostración',
    'Try the AI Planner': 'Probar el planificador con IA',
    'Tools teachers use every day': 'Herramientas que los docentes usan a diario',
    'SmartTrack attendance': 'Asistencia con SmartTrack',
    'Mark a class in seconds; absences reach parents the same day.':
      'Pase lista en segundos; los padres reciben el aviso de inasistencia el mismo día.',
    'Gradebook to report card': 'Del registro de calificaciones a la boleta',
    'Marks flow straight into report cards and transcripts.':
      'Las notas pasan directamente a las boletas de calificaciones y a los certificados de estudios.',
    'SmartPlan AI lesson planning': 'Planificación de clases con SmartPlan',
    'Draft lesson plans aligned to your curriculum, then make them your own.':
      'Prepare borradores de planes de clase alineados con su currículo y luego adáptelos a su estilo.',
    'Simplified IQ assessments': 'Evaluaciones con Simplified IQ',
    'AI-generated quizzes and assessments with instant marking.':
      'Cuestionarios y evaluaciones generados con IA y calificados al instante.',
    'Share assignments, materials and feedback in the LMS.':
      'Comparta tareas, materiales y retroalimentación en el LMS.',
    'Reach a class, a year group or every parent with one message.':
      'Llegue a una clase, a un grado completo o a todos los padres con un solo mensaje.',
    'Bring it to your school': 'Llévela a su escuela',
  },
  'solutions/parents-students': {
    'Solutions for Parents & Students': 'Soluciones para padres y estudiantes',
    'The parent portal and AI test prep: grades, attendance, fees, announcements and exam practice on any phone.':
      'El portal para padres y la preparación para exámenes con IA: calificaciones, asistencia, cuotas, avisos y práctica desde cualquier celular.',
    'Stay close to learning, from any phone': 'Acompañe el aprendizaje desde cualquier celular',
    'Parents see grades, attendance, fees and announcements as soon as the school records them. Students practise for exams with AI-powered test prep.':
      'Los padres ven calificaciones, asistencia, cuotas y avisos en cuanto la escuela los registra. Los estudiantes practican para sus exámenes con preparación impulsada por IA.',
    'Access Portal': 'Entrar al portal',
    'See the Features': 'Ver las funciones',
    'Features for families': 'Funciones para las familias',
    'Parent portal': 'Portal para padres',
    'Grades, attendance and report cards for each of your children.':
      'Calificaciones, asistencia y boletas de calificaciones de cada uno de sus hijos.',
    'Fees and receipts': 'Cuotas y recibos',
    'Pay school fees by card or mobile money and keep every receipt.':
      'Pague las cuotas escolares con tarjeta o dinero móvil y conserve todos los recibos.',
    'Messages from teachers and the school, in one place.':
      'Los mensajes de los docentes y de la escuela, en un solo lugar.',
    'AI test prep': 'Preparación para exámenes con IA',
    'Practice questions that adapt to what each student still needs to learn.':
      'Preguntas de práctica que se adaptan a lo que cada estudiante aún necesita aprender.',
    'Bus fares paid digitally, so children never carry cash.':
      'Pasajes de autobús pagados en forma digital, para que los niños nunca lleven dinero.',
    'Need help or more practice?': '¿Necesita ayuda o más práctica?',
    'Our support team answers parents and students, and the learning companion keeps study going after school.':
      'Nuestro equipo de soporte atiende a padres y estudiantes, y el asistente de aprendizaje mantiene el estudio después de clases.',
    'Contact Support': 'Contactar a soporte',
    'Open the Learning Companion': 'Abrir el asistente de aprendizaje',
  },
}
