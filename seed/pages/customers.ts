import { cardGrid, cta, hero, link, secondary, stats, type PageSeed } from '../blocks'

export const customersPage: PageSeed = {
  title: 'Customers',
  path: 'customers',
  meta: {
    description:
      'How ministries and schools use the platform: a national EMIS in St Vincent and the Grenadines and a cashless school bus in Jamaica.',
  },
  layout: [
    hero({
      heading: 'Customers who changed how their schools run',
      text: 'From a national EMIS across a whole country to a cashless bus for rural students, these are the stories of the people who did it.',
    }),
    stats({ heading: 'Our reach', useSiteFigures: true }),
    cardGrid({
      heading: 'Customer stories',
      columns: '2',
      cards: [
        {
          eyebrow: 'National EMIS',
          title: 'St Vincent and the Grenadines',
          text: '1,120 schools onboarded after a 3-month pilot with 5 schools; 50,000+ users and 90% time savings.',
          link: {
            label: 'Read the St Vincent story',
            href: '/case-studies/st-vincent',
            appearance: 'link',
          },
        },
        {
          eyebrow: 'Cashless school transport',
          title: 'Rural Jamaica',
          text: 'A cashless school bus with 60% faster boarding and 100% digital fares.',
          link: {
            label: 'Read the Jamaica story',
            href: '/case-studies/jamaica',
            appearance: 'link',
          },
        },
      ],
    }),
    cta({
      heading: 'Write the next story with us',
      links: [link('Request a Demo', '/demo'), secondary('See Pricing', '/pricing')],
    }),
  ],
}
