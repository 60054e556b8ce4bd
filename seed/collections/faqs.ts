import type { Faq } from '@/payload-types'

type FaqSeed = Pick<Faq, 'category' | 'question' | 'answer' | 'order'>

const group = (category: Faq['category'], start: number, pairs: [string, string][]): FaqSeed[] =>
  pairs.map(([question, answer], index) => ({ category, question, answer, order: start + index }))

/** Four categories, three questions each. */
export const faqsSeed: FaqSeed[] = [
  ...group('getting-started', 1, [
    [
      'How do we get started with the platform?',
      'Request a demo and our team will contact you within 24 hours. We then agree your plan, set up your school, migrate your records and train your staff.',
    ],
    [
      'How long does it take to set up a school?',
      'Most schools go live within weeks. National rollouts follow our four-phase framework and start with a pilot: in St Vincent and the Grenadines, a 3-month pilot with 5 schools came before 1,120 schools were onboarded.',
    ],
    [
      'Can you move our existing records onto the platform?',
      'Yes. Data migration is one of our professional services: we import student, staff and financial records from spreadsheets or your current system.',
    ],
  ]),
  ...group('features', 4, [
    [
      'What modules does the platform include?',
      'The student information system, SmartTrack attendance, SmartEnroll enrolment, report cards, transcripts, analytics, the LMS, SmartPlan AI lesson planning, announcements, billing, the parent portal, Simplified IQ assessments, SmartPulse surveys, finance, behaviour and IEP support.',
    ],
    [
      'Can parents use the platform on their phones?',
      'Yes. The parent portal shows grades, attendance, announcements and fees on any phone, and parents can pay by card or mobile money.',
    ],
    [
      'Does the platform work for a whole country?',
      'Yes. Our national EMIS gives ministries live data from every school; schools are grouped 20 to 30 per data officer for support.',
    ],
  ]),
  ...group('security', 7, [
    [
      'Who owns our school’s data?',
      'Your institution does. We process it only to provide the service, and you can export it within 30 days after your subscription ends.',
    ],
    [
      'How do you protect student data?',
      'Access is role-based, administrators use multi-factor authentication, and if a breach affects personal data we notify the affected institutions within 72 hours.',
    ],
    [
      'How long do you keep data?',
      'Account data is deleted within 90 days of closure. Records of graduated students are kept for about 5 to 7 years for transcripts and references.',
    ],
  ]),
  ...group('pricing-support', 10, [
    [
      'How much does the platform cost?',
      'Basic is $1.00, Professional $1.50 and Premium $2.25 per student per month. Paying annually saves 15%, and multi-year agreements save up to 25%.',
    ],
    [
      'Do you offer discounts for groups of schools or schools in need?',
      'Yes: custom cluster discounts for groups of schools, and needs-based pricing on application.',
    ],
    [
      'How do we get help when we need it?',
      'Our help portal has guides for every part of the platform and a help desk staffed by our support team; premium support is available as a professional service.',
    ],
  ]),
]
