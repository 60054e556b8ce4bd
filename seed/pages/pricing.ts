import { hero, link, pricingTable, secondary, type PageSeed } from '../blocks'

const demoAndQuote = [link('Request a Demo', '/demo'), secondary('Get a Custom Quote', '/quote')]

export const pricingPage: PageSeed = {
  title: 'Pricing',
  path: 'pricing',
  meta: {
    description:
      'Simple per-student pricing: Basic $1.00, Professional $1.50 and Premium $2.25 per student per month, with annual and multi-year discounts.',
  },
  layout: [
    hero({
      heading: 'Simple, per-student pricing',
      text: 'Pay per student per month, with discounts for annual and multi-year plans. Governments, universities, corporates and TVET institutions get plans built around them.',
    }),
    pricingTable({
      tabs: [
        {
          label: 'Schools',
          audience: 'schools',
          heading: 'Plans for schools',
          text: 'Choose the plan that fits your school today and move up whenever you are ready.',
          showTiers: true,
          tierLinks: [link('Get Started', '/demo')],
          links: [link('Request a Demo', '/demo'), secondary('Get a Custom Quote', '/quote')],
        },
        {
          label: 'Governments',
          audience: 'governments',
          heading: 'National and district plans',
          text: 'A national EMIS priced for every school in the country, with rollout, training and data officers planned with your ministry.',
          highlights: [
            { text: 'Every school on one platform, with live national dashboards' },
            { text: 'Our four-phase consultancy framework, from assessment to optimisation' },
            { text: 'Custom cluster discounts for groups of schools' },
          ],
          links: [
            link('Request a Demo', '/demo'),
            secondary('Solutions for Governments', '/solutions/governments'),
          ],
        },
        {
          label: 'HigherEd',
          audience: 'higher-ed',
          heading: 'Plans for colleges and universities',
          text: 'Admissions, records, transcripts, learning management and billing for higher-education institutions.',
          highlights: [
            { text: 'Transcripts and programme records' },
            { text: 'Learning management for every course' },
            { text: 'Billing and finance' },
          ],
          links: demoAndQuote,
        },
        {
          label: 'Corporates',
          audience: 'corporates',
          heading: 'Plans for corporate training',
          text: 'Learning management, assessments and reporting for staff training programmes.',
          highlights: [
            { text: 'Courses and assessments online' },
            { text: 'Completion and results reports' },
            { text: 'Surveys with SmartPulse' },
          ],
          links: demoAndQuote,
        },
        {
          label: 'TVET',
          audience: 'tvet',
          heading: 'Plans for technical and vocational institutions',
          text: 'Enrolment, attendance, competency records and learning management for TVET institutions.',
          highlights: [
            { text: 'Enrolment and attendance' },
            { text: 'Competency-based records and transcripts' },
            { text: 'Learning management for practical programmes' },
          ],
          links: demoAndQuote,
        },
      ],
      comparisonHeading: 'Compare plans',
      discountsHeading: 'Discounts',
      discounts: [
        { title: '15% off', text: 'when you pay annually' },
        { title: 'Up to 25% off', text: 'for multi-year agreements' },
        { title: 'Custom cluster discounts', text: 'for groups of schools that join together' },
        { title: 'Needs-based pricing', text: 'available on application' },
      ],
      servicesHeading: 'Professional services',
      services: [
        { title: 'Implementation', text: 'Set-up and configuration for your schools.' },
        { title: 'Data migration', text: 'Your existing records moved onto the platform.' },
        { title: 'Training', text: 'For administrators, teachers and data officers.' },
        { title: 'Custom development', text: 'Features built for your requirements.' },
        { title: 'Integration', text: 'Connections to your existing systems.' },
        { title: 'Premium support', text: 'Priority help when you need it.' },
        {
          title: 'Consulting',
          text: 'Our four-phase framework for district and national rollouts.',
        },
      ],
    }),
  ],
}
