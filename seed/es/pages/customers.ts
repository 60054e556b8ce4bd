import { cardGrid, cta, hero, link, secondary, stats, type PageSeed } from '../../blocks'

export const customersPage: PageSeed = {
  title: 'Clientes',
  path: 'customers',
  meta: { description: 'Cómo ministerios y escuelas usan la plataforma: un EMIS nacional en San Vicente y las Granadinas y un autobús escolar sin efectivo en Jamaica.' },
  layout: [
    hero({
      heading: 'Clientes que transformaron la gestión de sus escuelas',
      text: 'De un EMIS nacional en todo un país a un autobús sin efectivo para estudiantes rurales: estas son las historias de quienes lo hicieron posible.',
    }),
    stats({ heading: 'Nuestro alcance', useSiteFigures: true }),
    cardGrid({
      heading: 'Historias de clientes',
      columns: '2',
      cards: [
        {
          eyebrow: 'EMIS nacional',
          title: 'San Vicente y las Granadinas',
          text: '1.120 escuelas incorporadas tras un piloto de 3 meses con 5 escuelas; más de 50.000 usuarios y 90 % de ahorro de tiempo.',
          link: { label: 'Leer la historia de San Vicente', href: '/case-studies/st-vincent', appearance: 'link' },
        },
        {
          eyebrow: 'Transporte escolar sin efectivo',
          title: 'Zonas rurales de Jamaica',
          text: 'Un autobús escolar sin efectivo con un abordaje 60 % más rápido y pasajes 100 % digitales.',
          link: { label: 'Leer la historia de Jamaica', href: '/case-studies/jamaica', appearance: 'link' },
        },
      ],
    }),
    cta({ heading: 'Escriba con nosotros la próxima historia', links: [link('Solicitar una demostración', '/demo'), secondary('Ver precios', '/pricing')] }),
  ],
}
