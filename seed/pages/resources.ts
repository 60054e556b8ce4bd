import {
  caseStudyCards,
  cardGrid,
  cta,
  demoVideos,
  external,
  faqList,
  hero,
  link,
  type PageSeed,
} from '../blocks'

export const resourcesPage: PageSeed = {
  title: 'Resources',
  path: 'resources',
  meta: {
    description: 'The blog, help and support, product demos, FAQs and customer case studies.',
  },
  layout: [
    hero({
      heading: 'Resources',
      text: 'News, help, short demos and stories from schools using the platform.',
    }),
    cardGrid({
      heading: 'Find what you need',
      columns: '3',
      cards: [
        {
          title: 'Blog',
          text: 'News and ideas from our team and the schools we work with.',
          link: { label: 'Read the blog', href: '/resources/blog', appearance: 'link' },
        },
        {
          title: 'Help and Support',
          text: 'Guides and a help desk for every part of the platform.',
          link: { label: 'Get support', href: '/resources/support', appearance: 'link' },
        },
        {
          title: 'Product Demos',
          text: 'Six short videos of the platform at work.',
          link: { label: 'Watch the demos', href: '/resources/demos', appearance: 'link' },
        },
        {
          title: 'FAQs',
          text: 'Answers to the questions schools ask most.',
          link: { label: 'Read the FAQs', href: '/faqs', appearance: 'link' },
        },
        {
          title: 'Case Studies',
          text: 'How St Vincent and Jamaica use the platform.',
          link: {
            label: 'Read the case studies',
            href: '/resources/case-studies',
            appearance: 'link',
          },
        },
      ],
    }),
  ],
}

export const demosPage: PageSeed = {
  title: 'Product Demos',
  path: 'resources/demos',
  meta: {
    description:
      'Six short videos: platform overview, teacher dashboard, student information, parent portal, administration tools and reporting.',
  },
  layout: [
    hero({
      heading: 'Product Demos',
      text: 'Six short videos show the platform at work. Each plays only when you press it.',
    }),
    demoVideos({}),
    cta({ heading: 'Want a tour for your own school?', links: [link('Request a Demo', '/demo')] }),
  ],
}

export const caseStudiesPage: PageSeed = {
  title: 'Case Studies',
  path: 'resources/case-studies',
  meta: {
    description:
      'Customer case studies: a national EMIS rollout in St Vincent and the Grenadines and a cashless rural school bus in Jamaica.',
  },
  layout: [
    hero({
      heading: 'Case Studies',
      text: 'Real results from ministries and schools that run on the platform.',
    }),
    caseStudyCards({ linkLabel: 'Read the full story' }),
    cta({
      heading: 'Ready for results like these?',
      text: 'Plans start at $1.00 per student per month.',
      links: [link('View Pricing', '/pricing')],
    }),
  ],
}

export const faqsPage: PageSeed = {
  title: 'Frequently Asked Questions',
  path: 'faqs',
  meta: {
    title: 'FAQs',
    description:
      'Answers about getting started, features, security and privacy, pricing and support.',
  },
  layout: [
    hero({
      heading: 'Frequently Asked Questions',
      text: 'Answers about getting started, the platform’s features, security and privacy, and pricing and support.',
    }),
    faqList({
      note: 'Still have questions? Our support team is here to help.',
      links: [external('Contact Support', 'helpPortal', 'primary')],
    }),
  ],
}
