import {
  external,
  featureList,
  formBlock,
  hero,
  schoolFinder,
  whatsApp,
  type PageSeed,
} from '../blocks'

export const demoPage: PageSeed = {
  title: 'Request a Demo',
  path: 'demo',
  meta: {
    description:
      'Book a demo of the school-management platform. Our team will contact you within 24 hours.',
  },
  layout: [
    hero({
      heading: 'Request a Demo',
      text: 'Tell us about your school or organisation and our team will contact you within 24 hours to arrange a demo.',
    }),
    formBlock({ form: 'demo', heading: 'Your details' }),
  ],
}

export const quotePage: PageSeed = {
  title: 'Get a Custom Quote',
  path: 'quote',
  meta: {
    description:
      'Request a custom quote for your schools. Our team will prepare it within 48 hours.',
  },
  layout: [
    hero({
      heading: 'Get a Custom Quote',
      text: 'Tell us how many students, teachers and schools you have and what you need; our team will prepare your custom quote within 48 hours.',
    }),
    formBlock({ form: 'quote', heading: 'Your requirements' }),
  ],
}

export const contactPage: PageSeed = {
  title: 'Contact Us',
  path: 'contact',
  meta: { description: 'Send us a message and we will get back to you as soon as possible.' },
  layout: [
    hero({
      heading: 'Contact Us',
      text: 'Questions about the platform, your account or working with us? Send a message and we will get back to you as soon as possible.',
    }),
    formBlock({ form: 'contact', heading: 'Send a message' }),
    // Shows nothing until Site settings › WhatsApp lists a line; its heading is the site's own.
    whatsApp(),
  ],
}

export const recoverySupportPage: PageSeed = {
  title: 'Hurricane Recovery Support',
  path: 'recovery-support',
  meta: {
    description:
      'Schools affected by the hurricane can apply for fee waivers, deferred payments, virtual-learning set-up and fundraising support.',
  },
  layout: [
    hero({
      eyebrow: 'Hurricane relief',
      heading: 'Recovery support for Caribbean schools',
      text: 'If your school was affected by the hurricane, apply for support below. Applications are reviewed within a few business days.',
      links: [external('Donate to Relief', 'donate')],
    }),
    featureList({
      heading: 'Support available',
      items: [
        {
          title: 'Subscription fee waiver or discount',
          text: 'Reduced or waived fees while your school recovers.',
        },
        { title: 'Deferred payment', text: 'A grace period before payments resume.' },
        {
          title: 'Virtual learning set-up',
          text: 'The LMS configured so classes continue online.',
        },
        {
          title: 'External fundraising platform',
          text: 'A Donafi campaign so supporters can help rebuild.',
        },
      ],
    }),
    formBlock({ form: 'recovery', heading: 'Application' }),
  ],
}

export const loginPage: PageSeed = {
  title: 'Login',
  path: 'login',
  meta: { description: 'Find your school and sign in to its portal.' },
  layout: [
    hero({
      heading: 'Find your school',
      text: 'Type your school’s name to open its portal and sign in.',
    }),
    schoolFinder({
      intro: 'Search by school name or country; your school’s own sign-in page opens in a new tab.',
    }),
  ],
}
