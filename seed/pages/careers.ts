import { cardGrid, featureList, hero, jobOpenings, link, secondary, type PageSeed } from '../blocks'

export const careersPage: PageSeed = {
  title: 'Careers',
  path: 'careers',
  meta: {
    description:
      'Work with us to bring every school in the Caribbean, Africa and Latin America online. See open positions.',
  },
  layout: [
    hero({
      eyebrow: 'Careers',
      heading: 'Build the future of education with us',
      text: 'Our work reaches 300K+ learners and 70K+ teachers. Join a team that ships software ministries, schools and families rely on every day.',
      links: [link('View Open Positions', '#openings'), secondary('About the Company', '/company')],
    }),
    cardGrid({
      heading: 'Why join us',
      columns: '3',
      cards: [
        { title: 'Work that matters', text: 'Your work reaches 1,400+ schools in 6+ countries.' },
        { title: 'Grow with us', text: 'Take on real responsibility early in a growing company.' },
        { title: 'Work from anywhere', text: 'Many roles are remote across our regions.' },
      ],
    }),
    featureList({
      heading: 'Benefits',
      items: [
        { title: 'Flexible, remote-friendly work', text: 'Work where you do your best work.' },
        { title: 'Learning budget', text: 'Courses, certifications and conferences.' },
        { title: 'Paid time off', text: 'Time to rest, plus public holidays where you live.' },
        { title: 'Health cover', text: 'Medical cover for you, where available in your country.' },
      ],
    }),
    cardGrid({
      heading: 'Our values',
      columns: '4',
      cards: [
        { title: 'Impact', text: 'We measure ourselves by what changes in schools.' },
        {
          title: 'Innovation',
          text: 'We use new ideas, like AI, where they help learners and teachers.',
        },
        {
          title: 'Inclusion',
          text: 'We build for every learner, every school and every connection.',
        },
        {
          title: 'Integrity',
          text: 'We protect the data schools trust us with and keep our word.',
        },
      ],
    }),
    jobOpenings({
      anchor: 'openings',
      heading: 'Open positions',
      emptyText: 'There are no open positions right now. Send us a general application.',
      generalApplicationText: 'Don’t see the right role? Tell us how you would like to help.',
      generalApplicationLabel: 'Submit General Application',
      generalApplicationHref: '/contact',
    }),
  ],
}
