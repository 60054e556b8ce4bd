import type { SiteSetting } from '@/payload-types'

type SiteSettingsSeed = Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'>

const solutions = [
  {
    label: 'For Governments & Ministries',
    href: '/solutions/governments',
    description: 'National EMIS and ministry-wide insight',
  },
  {
    label: 'For School Leaders',
    href: '/solutions/school-leaders',
    description: 'Run every office of your school in one place',
  },
  {
    label: 'For Teachers',
    href: '/solutions/teachers',
    description: 'Attendance, gradebooks and AI lesson planning',
  },
  {
    label: 'For Parents & Students',
    href: '/solutions/parents-students',
    description: 'Grades, fees and messages on any phone',
  },
]

const platform = [
  { label: 'For Governments', href: '/platform/governments', description: 'National EMIS' },
  { label: 'For Schools', href: '/platform/schools', description: 'SIS and LMS' },
  {
    label: 'For Students & Parents',
    href: '/platform/students-parents',
    description: 'Test prep and the parent portal',
  },
  {
    label: 'AI & Personalization',
    href: '/platform/ai',
    description: 'SmartPlan and Simplified IQ',
  },
  {
    label: 'Donafi Fundraising',
    href: '/product/donafi',
    description: 'Alumni and diaspora giving',
  },
]

export const externalUrls = {
  helpPortal: 'https://help.simplifiededu.example',
  cardActivation: 'https://card.simplifiededu.example',
  donate: 'https://donafi.example/hurricane-relief',
  fundraisingSite: 'https://donafi.example',
  learningCompanion: 'https://learn.simplifiededu.example',
}

export const siteSettingsSeed: SiteSettingsSeed = {
  brandName: 'Simplified Education',
  tagline: 'The cloud school-management platform for the Caribbean, Africa and Latin America',
  defaultDescription:
    'A cloud school-management platform: student information, learning management, national EMIS, AI test prep and Donafi fundraising for ministries, schools, teachers and families.',
  defaultKeywords: 'school management system, SIS, LMS, EMIS, Caribbean education, school software',
  menus: [
    {
      label: 'Solutions',
      overviewHref: '/solutions',
      items: solutions.map((item) => ({ ...item, newTab: false })),
    },
    {
      label: 'Platform',
      overviewHref: '/platform',
      items: platform.map((item) => ({ ...item, newTab: false })),
    },
    {
      label: 'Resources',
      overviewHref: '/resources',
      items: [
        {
          label: 'Blog',
          href: '/resources/blog',
          description: 'News and ideas from our team',
          newTab: false,
        },
        {
          label: 'Help and Support',
          href: externalUrls.helpPortal,
          description: 'Guides and the help desk',
          newTab: true,
        },
        {
          label: 'Product Demos',
          href: '/resources/demos',
          description: 'Short videos of the platform',
          newTab: false,
        },
        {
          label: 'Case Studies',
          href: '/resources/case-studies',
          description: 'Stories from our customers',
          newTab: false,
        },
        { label: 'FAQs', href: '/faqs', description: 'Answers to common questions', newTab: false },
      ],
    },
  ],
  navLinks: [
    { label: 'Customers', href: '/customers' },
    { label: 'Company', href: '/company' },
    { label: 'Pricing', href: '/pricing' },
  ],
  loginButton: { label: 'Login', href: '/login' },
  demoButton: { label: 'Request Demo', href: '/demo' },
  activateCardLabel: 'Activate Card',
  footerBlurb:
    'One platform for ministries, school leaders, teachers, parents and students: from enrolment to exam results, in the cloud.',
  footerColumns: [
    {
      title: 'Products',
      links: [
        { label: 'SIS and LMS', href: '/platform/schools' },
        { label: 'EMIS', href: '/platform/governments' },
        { label: 'Test Prep', href: '/platform/students-parents' },
        { label: 'Donafi Fundraising', href: '/product/donafi' },
      ],
    },
    { title: 'Solutions', links: solutions.map(({ label, href }) => ({ label, href })) },
    {
      title: 'Company',
      links: [
        { label: 'About Us', href: '/company' },
        { label: 'Customers', href: '/customers' },
        { label: 'Resources', href: '/resources' },
        { label: 'Careers', href: '/careers' },
        { label: 'Trust centre', href: '/trust' },
        { label: 'Contact', href: '/contact' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', href: '/privacy' },
        { label: 'Terms of Service', href: '/terms' },
        { label: 'Data Protection', href: '/data-protection' },
      ],
    },
  ],
  socialLinks: [
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/simplifiededu' },
    { platform: 'facebook', url: 'https://www.facebook.com/simplifiededu' },
    { platform: 'twitter', url: 'https://twitter.com/simplifiededu' },
    { platform: 'youtube', url: 'https://www.youtube.com/@simplifiededu' },
    { platform: 'instagram', url: 'https://www.instagram.com/simplifiededu' },
  ],
  newsletterHeading: 'Stay in the loop',
  newsletterText: 'Product news and stories from schools across our markets, once a month.',
  externalUrls,
  figures: [
    { value: '6+', label: 'Countries' },
    { value: '1,400+', label: 'Schools' },
    { value: '300K+', label: 'Learners' },
    { value: '70K+', label: 'Teachers' },
  ],
  trust: {
    securityContact: 'security@simplifiededu.example',
    statusPageUrl: 'https://status.simplifiededu.example',
    uptime: '99.95 % over the last 12 months',
  },
  inboxes: {
    sales: 'sales@simplifiededu.example',
    contact: 'info@simplifiededu.example',
    newsletter: 'marketing@simplifiededu.example',
    recovery: 'recovery@simplifiededu.example',
  },
}
