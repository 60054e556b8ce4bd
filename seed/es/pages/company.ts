import { cardGrid, cta, featureList, hero, link, logos, secondary, stats, type PageSeed } from '../../blocks'
import { consultancyPhases } from '../consultancy'

export const companyPage: PageSeed = {
  title: 'Empresa',
  path: 'company',
  meta: { description: 'Quiénes somos: una empresa de tecnología educativa que crea una plataforma de gestión escolar en la nube para el Caribe, África y América Latina.' },
  layout: [
    hero({
      eyebrow: 'Quiénes somos',
      heading: 'Creamos la plataforma que merecen las escuelas de nuestras regiones',
      text: 'Empezamos con una pregunta: ¿por qué las escuelas del Caribe, África y América Latina siguen funcionando con papel y hojas de cálculo? Hoy, ministerios, directivos escolares, docentes y familias usan nuestra plataforma en la nube todos los días.',
      links: [link('Únase a nuestro equipo', '/careers'), secondary('Leer historias de clientes', '/customers')],
    }),
    featureList({
      heading: 'Nuestra historia',
      intro: 'Comenzamos con un sistema de información estudiantil para unas pocas escuelas. Los ministerios pidieron datos nacionales, los docentes pidieron recuperar su tiempo, los padres quisieron ver el progreso de sus hijos y las escuelas pidieron ayuda para recaudar fondos. Así, la plataforma creció hasta reunir SIS, LMS, un EMIS nacional, preparación para exámenes con IA y la recaudación con Donafi.',
      items: [
        { title: 'Un EMIS nacional', text: 'Implementado en 1.120 escuelas de San Vicente y las Granadinas tras un piloto de 3 meses.' },
        { title: 'Más allá del aula', text: 'Un autobús escolar sin efectivo en zonas rurales de Jamaica, con pasajes 100 % digitales.' },
      ],
    }),
    cardGrid({
      heading: 'Nuestra misión',
      columns: '3',
      cards: [
        { title: 'Cada estudiante cuenta', text: 'Un registro preciso para cada estudiante, de la matrícula a la graduación.' },
        { title: 'Más tiempo para enseñar', text: 'Hasta 70 % menos trabajo administrativo para las escuelas.' },
        { title: 'Decisiones con datos reales', text: 'Cifras en tiempo real para directivos y ministerios, no el censo del año pasado.' },
      ],
    }),
    stats({ heading: 'Nuestro impacto', useSiteFigures: true }),
    logos({
      heading: 'Reconocimientos',
      items: [
        { name: 'Implementación de un EMIS nacional', description: 'Elegidos para gestionar los datos educativos de San Vicente y las Granadinas' },
        { name: 'Resultados en exámenes', description: '9 de los 11 mejores estudiantes en los exámenes nacionales de San Vicente usaron nuestra preparación para exámenes' },
        { name: 'Confiabilidad', description: '99,9 % de disponibilidad para las escuelas que dependen de nosotros' },
      ],
    }),
    logos({
      heading: 'Aliados',
      items: [
        { name: 'Ministerios de educación', description: 'Autoridades educativas nacionales y regionales' },
        { name: 'Proveedor de pagos con tarjeta', description: 'Procesa las donaciones con tarjeta de Donafi' },
        { name: 'Operadores de dinero móvil', description: 'Cuotas y donaciones desde billeteras móviles' },
      ],
    }),
    logos({
      heading: 'Dónde trabajamos',
      intro: 'Escuelas en más de 6 países de tres regiones.',
      items: [
        { name: 'El Caribe', description: 'Jamaica, Trinidad y Tobago, Barbados, San Vicente y las Granadinas, Granada, Santa Lucía, Dominica, Antigua y Barbuda, San Cristóbal y Nieves' },
        { name: 'África', description: 'Nigeria' },
        { name: 'América Latina', description: 'Escuelas e instituciones de educación superior' },
      ],
    }),
    consultancyPhases,
    cta({ heading: 'Ayúdenos a llevar cada escuela a la nube', links: [link('Ver vacantes', '/careers')] }),
  ],
}
