/**
 * The CMS-built routes of the site, with the heading each shows and the links its content
 * carries. Shared by the route and accessibility tests.
 */
export type ContentRoute = { path: string; h1: string | RegExp; links: string[]; text?: string[] }

export const contentRoutes: ContentRoute[] = [
  {
    path: '/',
    h1: /Run every school, district and ministry/,
    links: [
      '/platform',
      '/demo',
      '/recovery-support',
      '/platform/schools',
      '/platform/governments',
      '/platform/students-parents',
      '/data-protection',
      '/customers',
      '/trial',
    ],
    text: ['Hurricane relief for Caribbean schools', '1,400+'],
  },
  {
    path: '/solutions',
    h1: /Solutions for everyone/,
    links: [
      '/solutions/governments',
      '/solutions/school-leaders',
      '/solutions/teachers',
      '/solutions/parents-students',
    ],
  },
  {
    path: '/solutions/governments',
    h1: /National education data/,
    links: ['/pricing', '/platform', '/customers', '/company'],
    text: [
      'Learn and Assess',
      'Envision and Strategize',
      'Activate and Implement',
      'Drive and Optimize',
    ],
  },
  {
    path: '/solutions/school-leaders',
    h1: /Every office of your school/,
    links: ['/pricing', '/platform', '/customers', '/login', '/company'],
  },
  {
    path: '/solutions/teachers',
    h1: /More time for teaching/,
    links: ['/trial', '/demo', '/platform/ai', '/pricing', '/platform'],
    text: ['SmartPlan AI lesson planning'],
  },
  {
    path: '/solutions/parents-students',
    h1: /Stay close to learning/,
    links: ['/login', '#features', '/contact'],
    text: ['Features for families'],
  },
  {
    path: '/platform',
    h1: /One platform, from the classroom to the ministry/,
    links: [
      '/request-demo',
      '/pricing',
      '/platform/schools',
      '/platform/governments',
      '/platform/students-parents',
      '/platform/ai',
      '/solutions/teachers',
      '/solutions/governments',
      '/solutions/school-leaders',
      '/case-studies',
    ],
  },
  {
    path: '/platform/schools',
    h1: /student information and learning system/,
    links: ['/demo', '/pricing', '/resources/demos', '/resources/case-studies', '/product/donafi'],
  },
  {
    path: '/platform/governments',
    h1: /national education management information system/,
    links: ['/demo', '/pricing', '/resources/case-studies', '/solutions/governments'],
  },
  {
    path: '/platform/students-parents',
    h1: /Exam practice that adapts/,
    links: ['/demo', '/solutions/parents-students'],
    text: ['Download on the App Store', 'Get it on Google Play'],
  },
  {
    path: '/platform/ai',
    h1: /AI that gives teachers time/,
    links: ['/demo', '/pricing', '/resources/demos'],
    text: ['SmartPlan', 'Simplified IQ', 'SmartPulse'],
  },
  {
    path: '/product/donafi',
    h1: /Fundraising built for schools/,
    links: ['/demo'],
    text: ['The challenge', '$45,000', '$60,000', '75%', '247', '15', 'Payment partners'],
  },
  {
    path: '/customers',
    h1: /Customers who changed/,
    links: ['/case-studies/st-vincent', '/case-studies/jamaica'],
  },
  {
    path: '/resources',
    h1: 'Resources',
    links: [
      '/resources/blog',
      '/resources/support',
      '/resources/demos',
      '/faqs',
      '/resources/case-studies',
    ],
  },
  { path: '/resources/demos', h1: 'Product Demos', links: ['/demo'] },
  {
    path: '/resources/case-studies',
    h1: 'Case Studies',
    links: ['/case-studies/st-vincent', '/case-studies/jamaica', '/pricing'],
  },
  {
    path: '/case-studies/st-vincent',
    h1: /St Vincent and the Grenadines/,
    links: ['/resources/case-studies', '/demo', '/pricing'],
  },
  {
    path: '/case-studies/jamaica',
    h1: /cashless school bus/,
    links: ['/resources/case-studies', '/demo', '/pricing'],
  },
  { path: '/faqs', h1: 'Frequently Asked Questions', links: [] },
  {
    path: '/company',
    h1: /We build the platform/,
    links: ['/careers'],
    text: ['Our story', 'Our mission', 'Our impact', 'Recognition', 'Partners', 'Where we work'],
  },
  {
    path: '/careers',
    h1: /Build the future of education/,
    links: ['#openings', '/company', '/careers/'],
    text: ['Impact', 'Innovation', 'Inclusion', 'Integrity', 'Benefits'],
  },
  { path: '/pricing', h1: /Simple, per-student pricing/, links: ['/demo', '/quote'] },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    links: [],
    text: [
      'Last updated: January 2025',
      'Effective: 1 January 2025',
      '90 days',
      '72 hours',
      'under 13',
    ],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    links: [],
    text: ['Last updated: January 2025', '1.5% per month', '60 days’ notice', '99.5%'],
  },
  {
    path: '/data-protection',
    h1: 'Data Protection',
    links: [],
    text: ['Last updated: January 2025', '72 hours', '5 to 7 years'],
  },
  { path: '/demo', h1: 'Request a Demo', links: [] },
  { path: '/quote', h1: 'Get a Custom Quote', links: [] },
  { path: '/contact', h1: 'Contact Us', links: [] },
  { path: '/recovery-support', h1: /Recovery support for Caribbean schools/, links: [] },
  { path: '/login', h1: 'Find your school', links: [] },
]
