import {
  cardGrid,
  consultancyPhases,
  cta,
  featureList,
  hero,
  link,
  logos,
  secondary,
  stats,
  type PageSeed,
} from '../blocks'

export const companyPage: PageSeed = {
  title: 'Company',
  path: 'company',
  meta: {
    description:
      'Who we are: an education-technology company building a cloud school-management platform for the Caribbean, Africa and Latin America.',
  },
  layout: [
    hero({
      eyebrow: 'About us',
      heading: 'We build the platform that schools in our regions deserve',
      text: 'We started with one question: why do schools in the Caribbean, Africa and Latin America still run on paper and spreadsheets? Today ministries, school leaders, teachers and families use our cloud platform every day.',
      links: [link('Join Our Team', '/careers'), secondary('Read Customer Stories', '/customers')],
    }),
    featureList({
      heading: 'Our story',
      intro:
        'We began with a student information system for a handful of schools. Ministries asked for national data, teachers asked for time back, parents asked to see progress, and schools asked for help raising funds. The platform grew into SIS, LMS, a national EMIS, AI test prep and Donafi fundraising.',
      items: [
        {
          title: 'A national EMIS',
          text: 'Rolled out to 1,120 schools in St Vincent and the Grenadines after a 3-month pilot.',
        },
        {
          title: 'Beyond the classroom',
          text: 'A cashless school bus in rural Jamaica with 100% digital fares.',
        },
      ],
    }),
    cardGrid({
      heading: 'Our mission',
      columns: '3',
      cards: [
        {
          title: 'Every learner counted',
          text: 'One accurate record for every student, from enrolment to graduation.',
        },
        {
          title: 'Time back for teaching',
          text: 'Up to 70% less administrative work for schools.',
        },
        {
          title: 'Decisions on real data',
          text: 'Live figures for leaders and ministries, not last year’s census.',
        },
      ],
    }),
    stats({ heading: 'Our impact', useSiteFigures: true }),
    logos({
      heading: 'Recognition',
      items: [
        {
          name: 'National EMIS rollout',
          description: 'Chosen to run the education data of St Vincent and the Grenadines',
        },
        {
          name: 'Exam results',
          description: '9 of the top 11 national exam students in St Vincent used our test prep',
        },
        { name: 'Reliability', description: '99.9% uptime for the schools that depend on us' },
      ],
    }),
    logos({
      heading: 'Partners',
      items: [
        {
          name: 'Ministries of education',
          description: 'National and regional education authorities',
        },
        { name: 'Card payment provider', description: 'Processing Donafi card donations' },
        { name: 'Mobile-money operators', description: 'Fees and donations from mobile wallets' },
      ],
    }),
    logos({
      heading: 'Where we work',
      intro: 'Schools in 6+ countries across three regions.',
      items: [
        {
          name: 'The Caribbean',
          description:
            'Jamaica, Trinidad and Tobago, Barbados, St Vincent and the Grenadines, Grenada, St Lucia, Dominica, Antigua and Barbuda, St Kitts and Nevis',
        },
        { name: 'Africa', description: 'Nigeria' },
        { name: 'Latin America', description: 'Schools and higher-education institutions' },
      ],
    }),
    consultancyPhases,
    cta({
      heading: 'Help us bring every school online',
      links: [link('See Open Positions', '/careers')],
    }),
  ],
}
