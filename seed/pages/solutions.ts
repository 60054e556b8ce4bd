import {
  cardGrid,
  consultancyPhases,
  cta,
  external,
  featureList,
  hero,
  link,
  secondary,
  stats,
  type PageSeed,
} from '../blocks'

export const solutionsPage: PageSeed = {
  title: 'Solutions',
  path: 'solutions',
  meta: {
    description:
      'School-management solutions for governments and ministries, school leaders, teachers, parents and students.',
  },
  layout: [
    hero({
      heading: 'Solutions for everyone who runs, teaches in or depends on a school',
      text: 'Ministries need national insight, school leaders need one office, teachers need time back and families need to stay informed. One platform serves all four.',
    }),
    cardGrid({
      heading: 'Choose your role',
      columns: '4',
      cards: [
        {
          title: 'For Governments & Ministries',
          text: 'A national EMIS with live data from every school.',
          link: {
            label: 'Solutions for governments',
            href: '/solutions/governments',
            appearance: 'link',
          },
        },
        {
          title: 'For School Leaders',
          text: 'Enrolment, attendance, billing, staff and reports in one place.',
          link: {
            label: 'Solutions for school leaders',
            href: '/solutions/school-leaders',
            appearance: 'link',
          },
        },
        {
          title: 'For Teachers',
          text: 'Attendance in seconds, gradebooks and AI lesson planning.',
          link: {
            label: 'Solutions for teachers',
            href: '/solutions/teachers',
            appearance: 'link',
          },
        },
        {
          title: 'For Parents & Students',
          text: 'Grades, attendance, fees and test prep on any phone.',
          link: {
            label: 'Solutions for parents and students',
            href: '/solutions/parents-students',
            appearance: 'link',
          },
        },
      ],
    }),
  ],
}

export const governmentsSolutionPage: PageSeed = {
  title: 'Solutions for Governments & Ministries',
  path: 'solutions/governments',
  meta: {
    description:
      'A national education management information system (EMIS): live data from every school for ministries and districts.',
  },
  layout: [
    hero({
      eyebrow: 'For Governments & Ministries',
      heading: 'National education data you can act on, the day it is recorded',
      text: 'Our national EMIS collects enrolment, attendance, staffing and results from every school, so ministries plan budgets, teachers and interventions on live figures instead of last year’s census.',
      links: [link('See Pricing', '/pricing'), secondary('Explore the Platform', '/platform')],
    }),
    featureList({
      heading: 'What ministries get',
      items: [
        {
          title: 'One record per learner',
          text: 'Students keep one record as they move between schools and levels.',
        },
        {
          title: 'Live dashboards',
          text: 'Enrolment, attendance and results by district, school type and level.',
        },
        {
          title: 'Data officers in the loop',
          text: 'Schools grouped 20 to 30 per data officer, so support is close at hand.',
        },
        {
          title: 'Secure by design',
          text: 'Role-based access, multi-factor sign-in for administrators and 72-hour breach notice.',
        },
      ],
    }),
    consultancyPhases,
    stats({
      heading: 'St Vincent and the Grenadines, at a glance',
      items: [
        { value: '1,120', label: 'schools onboarded' },
        { value: '50,000+', label: 'users' },
        { value: '90%', label: 'time savings' },
        { value: '3 months', label: 'pilot with 5 schools' },
      ],
    }),
    cta({
      heading: 'Plan your national rollout with us',
      text: 'Read how a whole country moved to one platform, or meet the team behind it.',
      links: [
        link('Read Customer Stories', '/customers'),
        secondary('About the Company', '/company'),
      ],
    }),
  ],
}

export const schoolLeadersSolutionPage: PageSeed = {
  title: 'Solutions for School Leaders',
  path: 'solutions/school-leaders',
  meta: {
    description:
      'Run enrolment, attendance, report cards, billing, finance and staff from one cloud platform, with up to 70% less admin work.',
  },
  layout: [
    hero({
      eyebrow: 'For School Leaders',
      heading: 'Every office of your school, on one screen',
      text: 'From SmartEnroll enrolment to transcripts, billing and finance, leaders see the whole school at once and cut administrative work by up to 70%.',
      links: [link('See Pricing', '/pricing'), secondary('Explore the Platform', '/platform')],
    }),
    featureList({
      heading: 'Built for the way schools run',
      items: [
        {
          title: 'Enrolment and records',
          text: 'SmartEnroll admissions and the student information system in one record.',
        },
        {
          title: 'Attendance that reports itself',
          text: 'SmartTrack attendance feeds daily figures to leaders and parents.',
        },
        {
          title: 'Report cards and transcripts',
          text: 'Generated from the gradebook, ready to print or share online.',
        },
        {
          title: 'Billing and finance',
          text: 'Fees, receipts and school finances, with the parent portal for payments.',
        },
        {
          title: 'Behaviour and IEP support',
          text: 'Track behaviour and special-needs plans alongside academic progress.',
        },
        {
          title: 'Analytics',
          text: 'See trends in attendance, results and fees before they become problems.',
        },
      ],
    }),
    cta({
      heading: 'See how other schools did it',
      links: [
        link('Read Customer Stories', '/customers'),
        secondary('Staff Login', '/login'),
        secondary('About the Company', '/company'),
      ],
    }),
  ],
}

export const teachersSolutionPage: PageSeed = {
  title: 'Solutions for Teachers',
  path: 'solutions/teachers',
  meta: {
    description:
      'Attendance in seconds, gradebooks, announcements and SmartPlan AI lesson planning for teachers.',
  },
  layout: [
    hero({
      eyebrow: 'For Teachers',
      heading: 'More time for teaching, less for paperwork',
      text: 'Take attendance in seconds, grade once and let report cards build themselves, and plan lessons with SmartPlan, our AI lesson planner.',
      links: [
        link('Start Free Trial', '/trial'),
        secondary('Book a Demo', '/demo'),
        secondary('Try the AI Planner', '/platform/ai'),
      ],
    }),
    featureList({
      heading: 'Tools teachers use every day',
      items: [
        {
          title: 'SmartTrack attendance',
          text: 'Mark a class in seconds; absences reach parents the same day.',
        },
        {
          title: 'Gradebook to report card',
          text: 'Marks flow straight into report cards and transcripts.',
        },
        {
          title: 'SmartPlan AI lesson planning',
          text: 'Draft lesson plans aligned to your curriculum, then make them your own.',
        },
        {
          title: 'Simplified IQ assessments',
          text: 'AI-generated quizzes and assessments with instant marking.',
        },
        {
          title: 'Learning management',
          text: 'Share assignments, materials and feedback in the LMS.',
        },
        {
          title: 'Announcements',
          text: 'Reach a class, a year group or every parent with one message.',
        },
      ],
    }),
    cta({
      heading: 'Bring it to your school',
      links: [link('See Pricing', '/pricing'), secondary('Explore the Platform', '/platform')],
    }),
  ],
}

export const parentsStudentsSolutionPage: PageSeed = {
  title: 'Solutions for Parents & Students',
  path: 'solutions/parents-students',
  meta: {
    description:
      'The parent portal and AI test prep: grades, attendance, fees, announcements and exam practice on any phone.',
  },
  layout: [
    hero({
      eyebrow: 'For Parents & Students',
      heading: 'Stay close to learning, from any phone',
      text: 'Parents see grades, attendance, fees and announcements as soon as the school records them. Students practise for exams with AI-powered test prep.',
      links: [link('Access Portal', '/login'), secondary('See the Features', '#features')],
    }),
    featureList({
      anchor: 'features',
      heading: 'Features for families',
      items: [
        {
          title: 'Parent portal',
          text: 'Grades, attendance and report cards for each of your children.',
        },
        {
          title: 'Fees and receipts',
          text: 'Pay school fees by card or mobile money and keep every receipt.',
        },
        { title: 'Announcements', text: 'Messages from teachers and the school, in one place.' },
        {
          title: 'AI test prep',
          text: 'Practice questions that adapt to what each student still needs to learn.',
        },
        {
          title: 'Cashless school transport',
          text: 'Bus fares paid digitally, so children never carry cash.',
        },
      ],
    }),
    cta({
      heading: 'Need help or more practice?',
      text: 'Our support team answers parents and students, and the learning companion keeps study going after school.',
      links: [
        link('Contact Support', '/contact'),
        external('Open the Learning Companion', 'learningCompanion'),
      ],
    }),
  ],
}
