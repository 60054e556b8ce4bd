import { banner, cardGrid, cta, external, featureList, hero, link, secondary, stats, type PageSeed } from '../../blocks'

export const homePage: PageSeed = {
  title: 'Inicio',
  path: '/',
  meta: {
    title: 'Gestión escolar en la nube para el Caribe, África y América Latina',
    description:
      'Información estudiantil, LMS, EMIS nacional, preparación para exámenes con IA y Donafi en una sola plataforma para ministerios, escuelas y familias.',
  },
  layout: [
    hero({
      eyebrow: 'Una plataforma para cada escuela',
      heading: 'Gestione cada escuela, distrito y ministerio desde una sola plataforma en la nube',
      text: 'Matrícula, asistencia, boletas de calificaciones, aprendizaje, facturación y estadísticas nacionales en un solo lugar, pensado para las escuelas del Caribe, África y América Latina. Hasta 70 % menos trabajo administrativo, en una plataforma con 99,9 % de disponibilidad.',
      links: [link('Conocer la plataforma', '/platform'), secondary('Solicitar una demostración', '/demo')],
    }),
    banner({
      style: 'alert',
      heading: 'Ayuda para las escuelas del Caribe afectadas por el huracán',
      text: 'Las escuelas afectadas por el huracán pueden solicitar la exención del pago de la suscripción, el aplazamiento de pagos y la habilitación del aprendizaje virtual. Quienes deseen apoyar pueden donar directamente a las escuelas en reconstrucción.',
      links: [link('Solicitar apoyo para la recuperación', '/recovery-support'), external('Donar a la ayuda', 'donate')],
    }),
    stats({ heading: 'Con la confianza de tres regiones', useSiteFigures: true }),
    cardGrid({
      heading: 'Una solución para cada actor de la educación',
      intro: 'Elija por dónde empezar: todos los productos comparten un mismo registro seguro de cada estudiante.',
      columns: '4',
      cards: [
        {
          title: 'SIS y LMS para escuelas',
          text: 'Expedientes estudiantiles, asistencia con SmartTrack, matrícula con SmartEnroll, boletas de calificaciones, certificados de estudios y el sistema de gestión del aprendizaje.',
          link: { label: 'Para escuelas', href: '/platform/schools', appearance: 'link' },
        },
        {
          title: 'EMIS nacional para gobiernos',
          text: 'Estadísticas en tiempo real de todas las escuelas del país, para ministerios y distritos que planifican con datos reales.',
          link: { label: 'Para gobiernos', href: '/platform/governments', appearance: 'link' },
        },
        {
          title: 'Preparación para exámenes, para estudiantes y padres',
          text: 'Práctica de exámenes con inteligencia artificial y un portal para padres con calificaciones, asistencia y cuotas, desde cualquier celular.',
          link: { label: 'Para estudiantes y padres', href: '/platform/students-parents', appearance: 'link' },
        },
        {
          title: 'Protección de datos integrada',
          text: 'Acceso según el rol, autenticación multifactor para administradores y notificación de brechas de seguridad en un plazo de 72 horas.',
          link: { label: 'Cómo protegemos los datos', href: '/data-protection', appearance: 'link' },
        },
      ],
    }),
    featureList({
      heading: 'Probada a escala nacional',
      intro: 'San Vicente y las Granadinas incorporó 1.120 escuelas a nuestro EMIS nacional, y en zonas rurales de Jamaica funciona un autobús escolar sin efectivo con pasajes 100 % digitales.',
      items: [
        { title: '90 % de ahorro de tiempo', text: 'según los administradores escolares, tras llevar sus registros e informes a la nube.' },
        { title: '+50.000 usuarios', text: 'en una sola implementación nacional: personal del ministerio, directores, docentes, padres y estudiantes.' },
        { title: 'Abordaje 60 % más rápido', text: 'en el autobús escolar rural sin efectivo de Jamaica.' },
        { title: '9 de los 11 mejores', text: 'estudiantes en los exámenes nacionales de San Vicente se prepararon con nuestra solución de preparación para exámenes con IA.' },
      ],
      links: [link('Leer historias de clientes', '/customers', 'link')],
    }),
    cta({
      heading: 'Véala pensando en sus propias escuelas',
      text: 'Comience una prueba gratuita o agende una demostración guiada con nuestro equipo.',
      links: [link('Comenzar prueba gratuita', '/trial'), secondary('Agendar una demostración', '/demo')],
    }),
  ],
}
