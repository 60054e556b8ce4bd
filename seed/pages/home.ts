import {
  banner,
  cardGrid,
  cta,
  external,
  featureList,
  hero,
  link,
  secondary,
  stats,
  type PageSeed,
} from '../blocks'

export const homePage: PageSeed = {
  title: 'Home',
  path: '/',
  meta: {
    title: 'Cloud School Management for the Caribbean, Africa and Latin America',
    description:
      'Student information, learning management, national EMIS, AI test prep and Donafi fundraising in one cloud platform for ministries, schools, teachers and families.',
  },
  layout: [
    hero({
      eyebrow: 'One platform for every school',
      heading: 'Run every school, district and ministry from one cloud platform',
      text: 'Enrolment, attendance, report cards, learning, billing and national statistics in one place, built for schools in the Caribbean, Africa and Latin America. Up to 70% less administrative work, on a platform with 99.9% uptime.',
      links: [link('Explore the Platform', '/platform'), secondary('Request a Demo', '/demo')],
    }),
    banner({
      style: 'alert',
      heading: 'Hurricane relief for Caribbean schools',
      text: 'Schools hit by the hurricane can apply for subscription fee waivers, deferred payments and virtual-learning set-up. Supporters can give directly to rebuilding schools.',
      links: [
        link('Apply for Recovery Support', '/recovery-support'),
        external('Donate to Relief', 'donate'),
      ],
    }),
    stats({ heading: 'Trusted across three regions', useSiteFigures: true }),
    cardGrid({
      heading: 'A product for everyone in education',
      intro: 'Choose where to start: every product shares one secure record of each learner.',
      columns: '4',
      cards: [
        {
          title: 'SIS and LMS for schools',
          text: 'Student records, SmartTrack attendance, SmartEnroll enrolment, report cards, transcripts and the learning management system.',
          link: { label: 'For schools', href: '/platform/schools', appearance: 'link' },
        },
        {
          title: 'National EMIS for governments',
          text: 'Live statistics from every school in the country, for ministries and districts that plan with real data.',
          link: { label: 'For governments', href: '/platform/governments', appearance: 'link' },
        },
        {
          title: 'Test prep for students and parents',
          text: 'AI-powered exam practice and a parent portal with grades, attendance and fees on any phone.',
          link: {
            label: 'For students and parents',
            href: '/platform/students-parents',
            appearance: 'link',
          },
        },
        {
          title: 'Data protection built in',
          text: 'Role-based access, multi-factor sign-in for administrators and breach notice within 72 hours.',
          link: { label: 'How we protect data', href: '/data-protection', appearance: 'link' },
        },
      ],
    }),
    featureList({
      heading: 'Proven at national scale',
      intro:
        'St Vincent and the Grenadines onboarded 1,120 schools on our national EMIS, and rural Jamaica runs a cashless school bus with 100% digital fares.',
      items: [
        {
          title: '90% time savings',
          text: 'reported by school administrators after moving records and reports online.',
        },
        {
          title: '50,000+ users',
          text: 'across one national rollout: ministry staff, principals, teachers, parents and students.',
        },
        { title: '60% faster boarding', text: 'on the cashless rural school bus in Jamaica.' },
        {
          title: '9 of the top 11',
          text: 'national exam students in St Vincent prepared with our AI test-prep product.',
        },
      ],
      links: [link('Read Customer Stories', '/customers', 'link')],
    }),
    cta({
      heading: 'See it with your own schools in mind',
      text: 'Start a free trial or book a guided demo with our team.',
      links: [link('Start Free Trial', '/trial'), secondary('Book a Demo', '/demo')],
    }),
  ],
}
