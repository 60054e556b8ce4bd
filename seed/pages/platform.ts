import {
  cardGrid,
  consultancyPhases,
  cta,
  featureList,
  hero,
  link,
  secondary,
  stats,
  type PageSeed,
} from '../blocks'

export const platformPage: PageSeed = {
  title: 'Platform',
  path: 'platform',
  meta: {
    description:
      'One cloud platform: SIS, LMS, national EMIS, AI lesson planning and assessments, billing, finance and the parent portal.',
  },
  layout: [
    hero({
      heading: 'One platform, from the classroom to the ministry',
      text: 'Student information, learning management, a national EMIS, AI tools and payments share one secure record of every learner, with 99.9% uptime.',
      links: [link('Request a Demo', '/request-demo'), secondary('See Pricing', '/pricing')],
    }),
    cardGrid({
      heading: 'Explore the platform',
      columns: '4',
      cards: [
        {
          title: 'For Schools',
          text: 'SIS, SmartTrack attendance, SmartEnroll, report cards, transcripts and the LMS.',
          link: { label: 'Platform for schools', href: '/platform/schools', appearance: 'link' },
        },
        {
          title: 'For Governments',
          text: 'A national EMIS with live figures from every school.',
          link: {
            label: 'Platform for governments',
            href: '/platform/governments',
            appearance: 'link',
          },
        },
        {
          title: 'For Students & Parents',
          text: 'The parent portal and AI-powered test prep.',
          link: {
            label: 'Platform for students and parents',
            href: '/platform/students-parents',
            appearance: 'link',
          },
        },
        {
          title: 'AI & Personalization',
          text: 'SmartPlan lesson planning, Simplified IQ assessments and SmartPulse surveys.',
          link: { label: 'AI and personalization', href: '/platform/ai', appearance: 'link' },
        },
      ],
    }),
    featureList({
      heading: 'Every module you need',
      items: [
        {
          title: 'Student information system',
          text: 'Records, enrolment with SmartEnroll and attendance with SmartTrack.',
        },
        {
          title: 'Report cards and transcripts',
          text: 'Built from the gradebook, including SmartReport Cards.',
        },
        { title: 'Learning management', text: 'Assignments, materials and feedback online.' },
        {
          title: 'Billing, finance and the parent portal',
          text: 'Fees, receipts and school accounts, paid by card or mobile money.',
        },
        {
          title: 'Behaviour and IEP support',
          text: 'Behaviour records and special-needs plans in the learner’s record.',
        },
        { title: 'Cashless school transport', text: 'Digital bus fares and faster boarding.' },
      ],
    }),
    cardGrid({
      heading: 'Solutions by role',
      columns: '3',
      cards: [
        {
          title: 'Teachers',
          text: 'Time back from attendance, grading and planning.',
          link: {
            label: 'Solutions for teachers',
            href: '/solutions/teachers',
            appearance: 'link',
          },
        },
        {
          title: 'Governments',
          text: 'National insight from live school data.',
          link: {
            label: 'Solutions for governments',
            href: '/solutions/governments',
            appearance: 'link',
          },
        },
        {
          title: 'School leaders',
          text: 'Every office of the school on one screen.',
          link: {
            label: 'Solutions for school leaders',
            href: '/solutions/school-leaders',
            appearance: 'link',
          },
        },
      ],
    }),
    cta({
      heading: 'See the platform at work in a whole country',
      text: 'St Vincent and the Grenadines onboarded 1,120 schools and report 90% time savings.',
      links: [
        link('Read Case Studies', '/case-studies'),
        secondary('Request a Demo', '/request-demo'),
      ],
    }),
  ],
}

export const platformSchoolsPage: PageSeed = {
  title: 'Platform for Schools',
  path: 'platform/schools',
  meta: {
    description:
      'SIS and LMS for schools: records, attendance, enrolment, report cards, transcripts, analytics, learning, billing and finance.',
  },
  layout: [
    hero({
      eyebrow: 'SIS and LMS',
      heading: 'The student information and learning system for your school',
      text: 'Everything from admission to graduation: SmartEnroll enrolment, SmartTrack attendance, report cards, transcripts, analytics and the learning management system.',
      links: [link('Request a Demo', '/demo'), secondary('See Pricing', '/pricing')],
    }),
    featureList({
      heading: 'What your school runs on it',
      items: [
        {
          title: 'Student information system',
          text: 'One record per learner, from enrolment to transcript.',
        },
        {
          title: 'Attendance (SmartTrack)',
          text: 'Daily registers in seconds, with absences sent to parents.',
        },
        { title: 'Enrolment (SmartEnroll)', text: 'Online admissions and class placement.' },
        {
          title: 'Report cards and transcripts',
          text: 'Produced from the gradebook at the end of each term.',
        },
        { title: 'Learning management', text: 'Assignments, resources and feedback online.' },
        {
          title: 'Billing and finance',
          text: 'Fees, receipts and accounts, with Donafi for fundraising.',
        },
      ],
    }),
    cta({
      heading: 'See it in action',
      text: 'Watch short demos, read how other schools use it, or raise funds for your school with Donafi.',
      links: [
        link('Watch Product Demos', '/resources/demos'),
        secondary('Read Case Studies', '/resources/case-studies'),
        secondary('Donafi Fundraising', '/product/donafi'),
      ],
    }),
  ],
}

export const platformGovernmentsPage: PageSeed = {
  title: 'Platform for Governments',
  path: 'platform/governments',
  meta: {
    description:
      'A national EMIS: live enrolment, attendance, staffing and results from every school, for ministries and districts.',
  },
  layout: [
    hero({
      eyebrow: 'National EMIS',
      heading: 'A national education management information system',
      text: 'Every school reports through the same platform it uses every day, so the ministry sees enrolment, attendance, staffing and results as they happen.',
      links: [link('Request a Demo', '/demo'), secondary('See Pricing', '/pricing')],
    }),
    stats({
      heading: 'A national rollout in figures',
      items: [
        { value: '1,120', label: 'schools onboarded in St Vincent' },
        { value: '50,000+', label: 'users' },
        { value: '20 to 30', label: 'schools per data officer' },
        { value: '90%', label: 'time savings' },
      ],
    }),
    consultancyPhases,
    cta({
      heading: 'From pilot to every school in the country',
      links: [
        link('Read Case Studies', '/resources/case-studies'),
        secondary('Solutions for Governments', '/solutions/governments'),
      ],
    }),
  ],
}

export const platformStudentsParentsPage: PageSeed = {
  title: 'Platform for Students & Parents',
  path: 'platform/students-parents',
  meta: {
    description:
      'AI-powered test prep for students and the parent portal for families: grades, attendance, fees and messages.',
  },
  layout: [
    hero({
      eyebrow: 'Test prep and the parent portal',
      heading: 'Exam practice that adapts, and a window into school for parents',
      text: 'Our AI-powered test-prep product gives each student the practice they need; in St Vincent, 9 of the top 11 national exam students used it. Parents follow grades, attendance and fees in the portal.',
      // The spec gives these two buttons no target; they go to the school finder (docs/decisions.md).
      links: [
        link('Download on the App Store', '/login'),
        secondary('Get it on Google Play', '/login'),
      ],
    }),
    featureList({
      heading: 'For students',
      items: [
        {
          title: 'Adaptive practice',
          text: 'Questions that focus on what each student has not yet mastered.',
        },
        {
          title: 'Exam-style tests',
          text: 'Timed practice papers with instant marking and explanations.',
        },
        {
          title: 'Progress you can see',
          text: 'Scores by topic, so students know what to study next.',
        },
      ],
    }),
    featureList({
      heading: 'For parents',
      items: [
        { title: 'Grades and report cards', text: 'As soon as teachers record them.' },
        { title: 'Attendance alerts', text: 'Know the same day when your child is absent.' },
        { title: 'Fees by card or mobile money', text: 'Pay online and keep every receipt.' },
      ],
    }),
    cta({
      heading: 'Bring it to your family’s school',
      links: [
        link('Request a Demo', '/demo'),
        secondary('Solutions for Parents & Students', '/solutions/parents-students'),
      ],
    }),
  ],
}

export const platformAiPage: PageSeed = {
  title: 'AI & Personalization',
  path: 'platform/ai',
  meta: {
    description:
      'SmartPlan AI lesson planning, Simplified IQ AI assessments, SmartPulse surveys and AI-powered test prep.',
  },
  layout: [
    hero({
      eyebrow: 'AI & Personalization',
      heading: 'AI that gives teachers time and students a personal path',
      text: 'SmartPlan drafts lesson plans, Simplified IQ builds and marks assessments, SmartPulse surveys listen to your school community, and AI test prep adapts to every learner.',
      links: [link('Request a Demo', '/demo'), secondary('See Pricing', '/pricing')],
    }),
    cardGrid({
      heading: 'The AI tools',
      columns: '4',
      cards: [
        { title: 'SmartPlan', text: 'AI lesson planning aligned to your curriculum.' },
        { title: 'Simplified IQ', text: 'AI assessments with instant marking and insight.' },
        {
          title: 'SmartPulse',
          text: 'Surveys for students, parents and staff, summarised for leaders.',
        },
        { title: 'AI test prep', text: 'Adaptive exam practice for every student.' },
      ],
    }),
    cta({
      heading: 'See the AI tools with your own curriculum',
      links: [
        link('Watch Product Demos', '/resources/demos'),
        secondary('Request a Demo', '/demo'),
      ],
    }),
  ],
}
