import { cardGrid, cta, external, featureList, hero, link, secondary, stats, type PageSeed } from '../../blocks'
import { consultancyPhases } from '../consultancy'

export const solutionsPage: PageSeed = {
  title: 'Soluciones',
  path: 'solutions',
  meta: { description: 'Soluciones de gestión escolar para gobiernos y ministerios, directivos escolares, docentes, padres de familia y estudiantes.' },
  layout: [
    hero({
      heading: 'Soluciones para quienes dirigen una escuela, enseñan en ella o dependen de ella',
      text: 'Los ministerios necesitan una visión nacional, los directivos una oficina unificada, los docentes recuperar su tiempo y las familias mantenerse informadas. Una sola plataforma atiende a los cuatro.',
    }),
    cardGrid({
      heading: 'Elija su perfil',
      columns: '4',
      cards: [
        { title: 'Para gobiernos y ministerios', text: 'Un EMIS nacional con datos en tiempo real de cada escuela.', link: { label: 'Soluciones para gobiernos', href: '/solutions/governments', appearance: 'link' } },
        { title: 'Para directivos escolares', text: 'Matrícula, asistencia, facturación, personal e informes en un solo lugar.', link: { label: 'Soluciones para directivos escolares', href: '/solutions/school-leaders', appearance: 'link' } },
        { title: 'Para docentes', text: 'Asistencia en segundos, registro de calificaciones y planificación de clases con IA.', link: { label: 'Soluciones para docentes', href: '/solutions/teachers', appearance: 'link' } },
        { title: 'Para padres y estudiantes', text: 'Calificaciones, asistencia, cuotas y preparación para exámenes desde cualquier celular.', link: { label: 'Soluciones para padres y estudiantes', href: '/solutions/parents-students', appearance: 'link' } },
      ],
    }),
  ],
}

export const governmentsSolutionPage: PageSeed = {
  title: 'Soluciones para gobiernos y ministerios',
  path: 'solutions/governments',
  meta: { description: 'Un sistema nacional de información para la gestión educativa (EMIS): datos en tiempo real de cada escuela para ministerios y distritos.' },
  layout: [
    hero({
      eyebrow: 'Para gobiernos y ministerios',
      heading: 'Datos educativos nacionales para actuar desde el mismo día en que se registran',
      text: 'Nuestro EMIS nacional recoge la matrícula, la asistencia, la dotación de personal y los resultados de cada escuela, para que los ministerios planifiquen presupuestos, docentes e intervenciones con cifras en tiempo real y no con el censo del año pasado.',
      links: [link('Ver precios', '/pricing'), secondary('Conocer la plataforma', '/platform')],
    }),
    featureList({
      heading: 'Lo que obtienen los ministerios',
      items: [
        { title: 'Un registro por estudiante', text: 'Cada estudiante conserva un único registro al cambiar de escuela y de nivel.' },
        { title: 'Tableros en tiempo real', text: 'Matrícula, asistencia y resultados por distrito, tipo de escuela y nivel.' },
        { title: 'Responsables de datos cerca de las escuelas', text: 'Cada responsable de datos atiende de 20 a 30 escuelas, así el apoyo está siempre a mano.' },
        { title: 'Seguridad desde el diseño', text: 'Acceso según el rol, autenticación multifactor para administradores y notificación de brechas en 72 horas.' },
      ],
    }),
    consultancyPhases,
    stats({
      heading: 'San Vicente y las Granadinas en cifras',
      items: [
        { value: '1.120', label: 'escuelas incorporadas' },
        { value: '+50.000', label: 'usuarios' },
        { value: '90 %', label: 'de ahorro de tiempo' },
        { value: '3 meses', label: 'de piloto con 5 escuelas' },
      ],
    }),
    cta({
      heading: 'Planifique con nosotros su implementación nacional',
      text: 'Lea cómo todo un país pasó a una sola plataforma o conozca al equipo que lo hizo posible.',
      links: [link('Leer historias de clientes', '/customers'), secondary('Acerca de la empresa', '/company')],
    }),
  ],
}

export const schoolLeadersSolutionPage: PageSeed = {
  title: 'Soluciones para directivos escolares',
  path: 'solutions/school-leaders',
  meta: { description: 'Gestione matrícula, asistencia, boletas de calificaciones, facturación, finanzas y personal en una plataforma, con hasta 70 % menos trabajo administrativo.' },
  layout: [
    hero({
      eyebrow: 'Para directivos escolares',
      heading: 'Todas las áreas de su escuela, en una sola pantalla',
      text: 'De la matrícula con SmartEnroll a los certificados de estudios, la facturación y las finanzas, los directivos ven toda la escuela de un vistazo y reducen el trabajo administrativo hasta en un 70 %.',
      links: [link('Ver precios', '/pricing'), secondary('Conocer la plataforma', '/platform')],
    }),
    featureList({
      heading: 'Diseñada para el día a día de las escuelas',
      items: [
        { title: 'Matrícula y expedientes', text: 'Las admisiones con SmartEnroll y el sistema de información estudiantil, en un mismo registro.' },
        { title: 'Asistencia que se reporta sola', text: 'La asistencia con SmartTrack envía cifras diarias a directivos y padres.' },
        { title: 'Boletas de calificaciones y certificados de estudios', text: 'Generados desde el registro de calificaciones, listos para imprimir o compartir en línea.' },
        { title: 'Facturación y finanzas', text: 'Cuotas, recibos y finanzas escolares, con el portal para padres para los pagos.' },
        { title: 'Conducta y planes educativos individualizados', text: 'Dé seguimiento a la conducta y a los planes de necesidades educativas especiales junto con el progreso académico.' },
        { title: 'Analítica', text: 'Detecte tendencias en asistencia, resultados y cuotas antes de que se conviertan en problemas.' },
      ],
    }),
    cta({
      heading: 'Vea cómo lo lograron otras escuelas',
      links: [link('Leer historias de clientes', '/customers'), secondary('Acceso para el personal', '/login'), secondary('Acerca de la empresa', '/company')],
    }),
  ],
}

export const teachersSolutionPage: PageSeed = {
  title: 'Soluciones para docentes',
  path: 'solutions/teachers',
  meta: { description: 'Asistencia en segundos, registro de calificaciones, avisos y planificación de clases con SmartPlan, la IA para docentes.' },
  layout: [
    hero({
      eyebrow: 'Para docentes',
      heading: 'Más tiempo para enseñar, menos para el papeleo',
      text: 'Tome asistencia en segundos, califique una sola vez y deje que las boletas de calificaciones se generen solas, y planifique sus clases con SmartPlan, nuestro planificador con IA.',
      links: [link('Comenzar prueba gratuita', '/trial'), secondary('Agendar una demostración', '/demo'), secondary('Probar el planificador con IA', '/platform/ai')],
    }),
    featureList({
      heading: 'Herramientas que los docentes usan a diario',
      items: [
        { title: 'Asistencia con SmartTrack', text: 'Pase lista en segundos; los padres reciben el aviso de inasistencia el mismo día.' },
        { title: 'Del registro de calificaciones a la boleta', text: 'Las notas pasan directamente a las boletas de calificaciones y a los certificados de estudios.' },
        { title: 'Planificación de clases con SmartPlan', text: 'Prepare borradores de planes de clase alineados con su currículo y luego adáptelos a su estilo.' },
        { title: 'Evaluaciones con Simplified IQ', text: 'Cuestionarios y evaluaciones generados con IA y calificados al instante.' },
        { title: 'Gestión del aprendizaje', text: 'Comparta tareas, materiales y retroalimentación en el LMS.' },
        { title: 'Avisos', text: 'Llegue a una clase, a un grado completo o a todos los padres con un solo mensaje.' },
      ],
    }),
    cta({
      heading: 'Llévela a su escuela',
      links: [link('Ver precios', '/pricing'), secondary('Conocer la plataforma', '/platform')],
    }),
  ],
}

export const parentsStudentsSolutionPage: PageSeed = {
  title: 'Soluciones para padres y estudiantes',
  path: 'solutions/parents-students',
  meta: { description: 'El portal para padres y la preparación para exámenes con IA: calificaciones, asistencia, cuotas, avisos y práctica desde cualquier celular.' },
  layout: [
    hero({
      eyebrow: 'Para padres y estudiantes',
      heading: 'Acompañe el aprendizaje desde cualquier celular',
      text: 'Los padres ven calificaciones, asistencia, cuotas y avisos en cuanto la escuela los registra. Los estudiantes practican para sus exámenes con preparación impulsada por IA.',
      links: [link('Entrar al portal', '/login'), secondary('Ver las funciones', '#features')],
    }),
    featureList({
      anchor: 'features',
      heading: 'Funciones para las familias',
      items: [
        { title: 'Portal para padres', text: 'Calificaciones, asistencia y boletas de calificaciones de cada uno de sus hijos.' },
        { title: 'Cuotas y recibos', text: 'Pague las cuotas escolares con tarjeta o dinero móvil y conserve todos los recibos.' },
        { title: 'Avisos', text: 'Los mensajes de los docentes y de la escuela, en un solo lugar.' },
        { title: 'Preparación para exámenes con IA', text: 'Preguntas de práctica que se adaptan a lo que cada estudiante aún necesita aprender.' },
        { title: 'Transporte escolar sin efectivo', text: 'Pasajes de autobús pagados en forma digital, para que los niños nunca lleven dinero.' },
      ],
    }),
    cta({
      heading: '¿Necesita ayuda o más práctica?',
      text: 'Nuestro equipo de soporte atiende a padres y estudiantes, y el asistente de aprendizaje mantiene el estudio después de clases.',
      links: [link('Contactar a soporte', '/contact'), external('Abrir el asistente de aprendizaje', 'learningCompanion')],
    }),
  ],
}
