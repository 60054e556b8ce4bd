import { cardGrid, featureList, hero, jobOpenings, link, secondary, type PageSeed } from '../../blocks'

export const careersPage: PageSeed = {
  title: 'Empleos',
  path: 'careers',
  meta: { description: 'Trabaje con nosotros para llevar a la nube cada escuela del Caribe, África y América Latina. Vea las vacantes disponibles.' },
  layout: [
    hero({
      eyebrow: 'Empleos',
      heading: 'Construya con nosotros el futuro de la educación',
      text: 'Nuestro trabajo llega a más de 300 mil estudiantes y más de 70 mil docentes. Súmese a un equipo que crea software del que ministerios, escuelas y familias dependen todos los días.',
      links: [link('Ver vacantes', '#openings'), secondary('Acerca de la empresa', '/company')],
    }),
    cardGrid({
      heading: 'Por qué trabajar con nosotros',
      columns: '3',
      cards: [
        { title: 'Un trabajo que importa', text: 'Su trabajo llega a más de 1.400 escuelas en más de 6 países.' },
        { title: 'Crezca con nosotros', text: 'Asuma responsabilidades reales desde el principio en una empresa en crecimiento.' },
        { title: 'Trabaje desde cualquier lugar', text: 'Muchos puestos son remotos en nuestras regiones.' },
      ],
    }),
    featureList({
      heading: 'Beneficios',
      items: [
        { title: 'Trabajo flexible y remoto', text: 'Trabaje desde donde rinda mejor.' },
        { title: 'Presupuesto para formación', text: 'Cursos, certificaciones y conferencias.' },
        { title: 'Vacaciones pagadas', text: 'Tiempo para descansar, además de los feriados del lugar donde vive.' },
        { title: 'Seguro de salud', text: 'Cobertura médica para usted, donde esté disponible en su país.' },
      ],
    }),
    cardGrid({
      heading: 'Nuestros valores',
      columns: '4',
      cards: [
        { title: 'Impacto', text: 'Nos medimos por lo que cambia en las escuelas.' },
        { title: 'Innovación', text: 'Usamos ideas nuevas, como la IA, cuando ayudan a estudiantes y docentes.' },
        { title: 'Inclusión', text: 'Creamos para cada estudiante, cada escuela y cada tipo de conexión.' },
        { title: 'Integridad', text: 'Protegemos los datos que las escuelas nos confían y cumplimos nuestra palabra.' },
      ],
    }),
    jobOpenings({
      anchor: 'openings',
      heading: 'Vacantes',
      emptyText: 'En este momento no hay vacantes disponibles. Envíenos una postulación espontánea.',
      generalApplicationText: '¿No encuentra el puesto adecuado? Cuéntenos cómo le gustaría contribuir.',
      generalApplicationLabel: 'Enviar postulación espontánea',
      generalApplicationHref: '/contact',
    }),
  ],
}
