import { cardGrid, cta, featureList, hero, link, secondary, stats, type PageSeed } from '../../blocks'
import { consultancyPhases } from '../consultancy'

export const platformPage: PageSeed = {
  title: 'Plataforma',
  path: 'platform',
  meta: { description: 'Una plataforma en la nube: SIS, LMS, EMIS nacional, planificación y evaluaciones con IA, facturación, finanzas y portal para padres.' },
  layout: [
    hero({
      heading: 'Una sola plataforma, del aula al ministerio',
      text: 'Información estudiantil, gestión del aprendizaje, un EMIS nacional, herramientas de IA y pagos comparten un mismo registro seguro de cada estudiante, con 99,9 % de disponibilidad.',
      links: [link('Solicitar una demostración', '/request-demo'), secondary('Ver precios', '/pricing')],
    }),
    cardGrid({
      heading: 'Explore la plataforma',
      columns: '4',
      cards: [
        { title: 'Para escuelas', text: 'SIS, asistencia con SmartTrack, SmartEnroll, boletas de calificaciones, certificados de estudios y el LMS.', link: { label: 'Plataforma para escuelas', href: '/platform/schools', appearance: 'link' } },
        { title: 'Para gobiernos', text: 'Un EMIS nacional con cifras en tiempo real de cada escuela.', link: { label: 'Plataforma para gobiernos', href: '/platform/governments', appearance: 'link' } },
        { title: 'Para estudiantes y padres', text: 'El portal para padres y la preparación para exámenes con IA.', link: { label: 'Plataforma para estudiantes y padres', href: '/platform/students-parents', appearance: 'link' } },
        { title: 'IA y personalización', text: 'Planificación de clases con SmartPlan, evaluaciones con Simplified IQ y encuestas con SmartPulse.', link: { label: 'IA y personalización', href: '/platform/ai', appearance: 'link' } },
      ],
    }),
    featureList({
      heading: 'Todos los módulos que necesita',
      items: [
        { title: 'Sistema de información estudiantil', text: 'Expedientes, matrícula con SmartEnroll y asistencia con SmartTrack.' },
        { title: 'Boletas de calificaciones y certificados de estudios', text: 'Generados desde el registro de calificaciones, incluidas las SmartReport Cards.' },
        { title: 'Gestión del aprendizaje', text: 'Tareas, materiales y retroalimentación en línea.' },
        { title: 'Facturación, finanzas y portal para padres', text: 'Cuotas, recibos y cuentas de la escuela, pagados con tarjeta o dinero móvil.' },
        { title: 'Conducta y planes educativos individualizados', text: 'Registros de conducta y planes de necesidades educativas especiales en el expediente del estudiante.' },
        { title: 'Transporte escolar sin efectivo', text: 'Pasajes de autobús digitales y abordaje más rápido.' },
      ],
    }),
    cardGrid({
      heading: 'Soluciones por perfil',
      columns: '3',
      cards: [
        { title: 'Docentes', text: 'Recuperan el tiempo que dedicaban a la asistencia, las calificaciones y la planificación.', link: { label: 'Soluciones para docentes', href: '/solutions/teachers', appearance: 'link' } },
        { title: 'Gobiernos', text: 'Visión nacional a partir de datos escolares en tiempo real.', link: { label: 'Soluciones para gobiernos', href: '/solutions/governments', appearance: 'link' } },
        { title: 'Directivos escolares', text: 'Todas las áreas de la escuela en una sola pantalla.', link: { label: 'Soluciones para directivos escolares', href: '/solutions/school-leaders', appearance: 'link' } },
      ],
    }),
    cta({
      heading: 'Vea la plataforma en funcionamiento en todo un país',
      text: 'San Vicente y las Granadinas incorporó 1.120 escuelas y reporta un 90 % de ahorro de tiempo.',
      links: [link('Leer casos de éxito', '/case-studies'), secondary('Solicitar una demostración', '/request-demo')],
    }),
  ],
}

export const platformSchoolsPage: PageSeed = {
  title: 'Plataforma para escuelas',
  path: 'platform/schools',
  meta: { description: 'SIS y LMS para escuelas: expedientes, asistencia, matrícula, boletas, certificados de estudios, analítica, aprendizaje, facturación y finanzas.' },
  layout: [
    hero({
      eyebrow: 'SIS y LMS',
      heading: 'El sistema de información estudiantil y de aprendizaje para su escuela',
      text: 'Todo, desde la admisión hasta la graduación: matrícula con SmartEnroll, asistencia con SmartTrack, boletas de calificaciones, certificados de estudios, analítica y el sistema de gestión del aprendizaje.',
      links: [link('Solicitar una demostración', '/demo'), secondary('Ver precios', '/pricing')],
    }),
    featureList({
      heading: 'Lo que su escuela gestiona con ella',
      items: [
        { title: 'Sistema de información estudiantil', text: 'Un registro por estudiante, de la matrícula al certificado de estudios.' },
        { title: 'Asistencia (SmartTrack)', text: 'Listas diarias en segundos, con avisos de inasistencia a los padres.' },
        { title: 'Matrícula (SmartEnroll)', text: 'Admisiones en línea y asignación de grupos.' },
        { title: 'Boletas de calificaciones y certificados de estudios', text: 'Generados desde el registro de calificaciones al cierre de cada periodo.' },
        { title: 'Gestión del aprendizaje', text: 'Tareas, recursos y retroalimentación en línea.' },
        { title: 'Facturación y finanzas', text: 'Cuotas, recibos y cuentas, con Donafi para la recaudación de fondos.' },
      ],
    }),
    cta({
      heading: 'Véala en acción',
      text: 'Vea demostraciones breves, lea cómo la usan otras escuelas o recaude fondos para su escuela con Donafi.',
      links: [link('Ver demostraciones del producto', '/resources/demos'), secondary('Leer casos de éxito', '/resources/case-studies'), secondary('Recaudación con Donafi', '/product/donafi')],
    }),
  ],
}

export const platformGovernmentsPage: PageSeed = {
  title: 'Plataforma para gobiernos',
  path: 'platform/governments',
  meta: { description: 'Un EMIS nacional: matrícula, asistencia, personal y resultados en tiempo real de cada escuela, para ministerios y distritos.' },
  layout: [
    hero({
      eyebrow: 'EMIS nacional',
      heading: 'Un sistema nacional de información para la gestión educativa',
      text: 'Cada escuela reporta a través de la misma plataforma que usa a diario, así el ministerio ve la matrícula, la asistencia, la dotación de personal y los resultados a medida que ocurren.',
      links: [link('Solicitar una demostración', '/demo'), secondary('Ver precios', '/pricing')],
    }),
    stats({
      heading: 'Una implementación nacional en cifras',
      items: [
        { value: '1.120', label: 'escuelas incorporadas en San Vicente' },
        { value: '+50.000', label: 'usuarios' },
        { value: '20 a 30', label: 'escuelas por responsable de datos' },
        { value: '90 %', label: 'de ahorro de tiempo' },
      ],
    }),
    consultancyPhases,
    cta({
      heading: 'Del piloto a todas las escuelas del país',
      links: [link('Leer casos de éxito', '/resources/case-studies'), secondary('Soluciones para gobiernos', '/solutions/governments')],
    }),
  ],
}

export const platformStudentsParentsPage: PageSeed = {
  title: 'Plataforma para estudiantes y padres',
  path: 'platform/students-parents',
  meta: { description: 'Preparación para exámenes con IA para estudiantes y el portal para padres: calificaciones, asistencia, cuotas y mensajes.' },
  layout: [
    hero({
      eyebrow: 'Preparación para exámenes y portal para padres',
      heading: 'Práctica de exámenes que se adapta, y una ventana a la escuela para los padres',
      text: 'Nuestra solución de preparación para exámenes con IA ofrece a cada estudiante la práctica que necesita; en San Vicente, 9 de los 11 mejores estudiantes en los exámenes nacionales la utilizaron. Los padres siguen calificaciones, asistencia y cuotas en el portal.',
      // The spec gives these two buttons no target; they go to the school finder (docs/decisions.md).
      links: [link('Descargar en el App Store', '/login'), secondary('Disponible en Google Play', '/login')],
    }),
    featureList({
      heading: 'Para estudiantes',
      items: [
        { title: 'Práctica adaptativa', text: 'Preguntas centradas en lo que cada estudiante aún no domina.' },
        { title: 'Pruebas tipo examen', text: 'Exámenes de práctica cronometrados, con calificación inmediata y explicaciones.' },
        { title: 'Un progreso visible', text: 'Puntajes por tema, para que los estudiantes sepan qué estudiar a continuación.' },
      ],
    }),
    featureList({
      heading: 'Para padres',
      items: [
        { title: 'Calificaciones y boletas', text: 'En cuanto los docentes las registran.' },
        { title: 'Alertas de asistencia', text: 'Sepa el mismo día cuando su hijo falta a clases.' },
        { title: 'Cuotas con tarjeta o dinero móvil', text: 'Pague en línea y conserve todos los recibos.' },
      ],
    }),
    cta({
      heading: 'Llévela a la escuela de su familia',
      links: [link('Solicitar una demostración', '/demo'), secondary('Soluciones para padres y estudiantes', '/solutions/parents-students')],
    }),
  ],
}

export const platformAiPage: PageSeed = {
  title: 'IA y personalización',
  path: 'platform/ai',
  meta: { description: 'Planificación de clases con SmartPlan, evaluaciones con Simplified IQ, encuestas con SmartPulse y preparación para exámenes con IA.' },
  layout: [
    hero({
      eyebrow: 'IA y personalización',
      heading: 'IA que devuelve tiempo a los docentes y ofrece a cada estudiante su propio camino',
      text: 'SmartPlan prepara borradores de planes de clase, Simplified IQ crea y califica evaluaciones, las encuestas de SmartPulse escuchan a su comunidad escolar y la preparación para exámenes con IA se adapta a cada estudiante.',
      links: [link('Solicitar una demostración', '/demo'), secondary('Ver precios', '/pricing')],
    }),
    cardGrid({
      heading: 'Las herramientas de IA',
      columns: '4',
      cards: [
        { title: 'SmartPlan', text: 'Planificación de clases con IA, alineada con su currículo.' },
        { title: 'Simplified IQ', text: 'Evaluaciones con IA, con calificación y análisis al instante.' },
        { title: 'SmartPulse', text: 'Encuestas para estudiantes, padres y personal, resumidas para los directivos.' },
        { title: 'Preparación para exámenes con IA', text: 'Práctica adaptativa de exámenes para cada estudiante.' },
      ],
    }),
    cta({
      heading: 'Vea las herramientas de IA con su propio currículo',
      links: [link('Ver demostraciones del producto', '/resources/demos'), secondary('Solicitar una demostración', '/demo')],
    }),
  ],
}
