import { hero, richTextBlock, type PageSeed } from '../blocks'
import { richText } from '../lexical'

const dates = 'Last updated: January 2025. Effective: 1 January 2025.'

export const privacyPage: PageSeed = {
  title: 'Privacy Policy',
  path: 'privacy',
  meta: {
    description:
      'How we collect, use, keep and protect personal data on our school-management platform. Effective 1 January 2025.',
  },
  layout: [
    hero({ heading: 'Privacy Policy', text: dates }),
    richTextBlock({
      content: richText([
        {
          p: 'This policy explains what personal data our platform and website collect, why, how long we keep it and the rights you have. Schools and ministries that use the platform decide what student data is recorded; we process it on their behalf.',
        },
        { h2: 'What we collect' },
        {
          ul: [
            'Account details of staff, parents and students: name, email, role and school.',
            'Student records entered by schools: enrolment, attendance, grades, report cards and transcripts.',
            'Payment records for fees and donations (card details are handled by our card payment provider, not stored by us).',
            'Messages you send us through our website forms.',
          ],
        },
        { h2: 'How we use it' },
        {
          p: 'We use personal data only to provide the platform to the schools that engage us, to support users, to keep the service secure and to meet legal obligations. We do not sell personal data.',
        },
        { h2: 'Children' },
        {
          p: 'Children under 13 use the platform only with the consent of a parent or guardian, obtained through their school.',
        },
        { h2: 'How long we keep data' },
        {
          ul: [
            'Account data is deleted within 90 days of account closure.',
            'Records of graduated students are kept for about 5 to 7 years, as schools need them for transcripts and references.',
          ],
        },
        { h2: 'Your rights' },
        {
          p: 'You may ask to see, correct, export or delete your personal data. We answer every rights request within 30 days.',
        },
        { h2: 'Security' },
        {
          p: 'Access is role-based and administrators sign in with multi-factor authentication. If a breach affects personal data, we notify the affected institutions within 72 hours.',
        },
        { h2: 'Changes to this policy' },
        { p: 'We notify schools of changes to this policy 30 days before they take effect.' },
      ]),
    }),
  ],
}

export const termsPage: PageSeed = {
  title: 'Terms of Service',
  path: 'terms',
  meta: {
    description:
      'The terms for using our school-management platform: fees, service levels, data export and termination. Effective 1 January 2025.',
  },
  layout: [
    hero({ heading: 'Terms of Service', text: dates }),
    richTextBlock({
      content: richText([
        {
          p: 'These terms apply to institutions that subscribe to the platform and to everyone who uses it on their behalf.',
        },
        { h2: 'Fees and payment' },
        {
          ul: [
            'Subscription fees are charged per student per month, as set out in your order.',
            'Late payments accrue interest of 1.5% per month.',
            'We give 60 days’ notice of any change to fees.',
          ],
        },
        { h2: 'Service levels' },
        { p: 'Our uptime target is 99.5% each month, excluding announced maintenance.' },
        { h2: 'Acceptable use' },
        {
          p: 'Users keep their credentials private, use the platform only for the institution’s educational and administrative purposes, and do not attempt to access data they are not authorised to see.',
        },
        { h2: 'Your data' },
        {
          p: 'Your institution owns the data it puts on the platform. We process it only to provide the service, as described in our Privacy Policy.',
        },
        { h2: 'Termination' },
        {
          ul: [
            'Either party may end the subscription as set out in the order.',
            'You may request an export of your data within 30 days after termination.',
            'Your data is deleted 90 days after termination.',
          ],
        },
        { h2: 'Changes to these terms' },
        { p: 'We notify institutions of changes to these terms 30 days before they take effect.' },
      ]),
    }),
  ],
}

export const dataProtectionPage: PageSeed = {
  title: 'Data Protection',
  path: 'data-protection',
  meta: {
    description:
      'How we protect school data: role-based access, multi-factor authentication, breach notice within 72 hours and clear retention rules.',
  },
  layout: [
    hero({ heading: 'Data Protection', text: dates }),
    richTextBlock({
      content: richText([
        {
          p: 'Schools and ministries trust us with records of children. This page sets out how we protect them.',
        },
        { h2: 'Access control' },
        {
          ul: [
            'Role-based access: each user sees only what their role needs.',
            'Multi-factor authentication for administrators.',
            'Every change to sensitive records is logged.',
          ],
        },
        { h2: 'Breach notification' },
        {
          p: 'If a breach affects personal data, we notify the affected institutions within 72 hours of discovering it.',
        },
        { h2: 'Children’s data' },
        { p: 'Children under 13 use the platform only with the consent of a parent or guardian.' },
        { h2: 'Retention and deletion' },
        {
          ul: [
            'Account data is deleted within 90 days of closure.',
            'Graduated students’ records are kept for about 5 to 7 years.',
            'After a subscription ends, data can be exported for 30 days and is deleted after 90 days.',
          ],
        },
        { h2: 'Your rights' },
        {
          p: 'We answer requests to see, correct, export or delete personal data within 30 days, and notify changes to this policy 30 days ahead.',
        },
      ]),
    }),
  ],
}
