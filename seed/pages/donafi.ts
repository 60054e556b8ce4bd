import {
  campaignProgress,
  cardGrid,
  cta,
  external,
  featureList,
  hero,
  link,
  logos,
  secondary,
  type PageSeed,
} from '../blocks'

export const donafiPage: PageSeed = {
  title: 'Donafi Fundraising',
  path: 'product/donafi',
  meta: {
    description:
      'Donafi: school fundraising with alumni and diaspora giving, campaigns, receipts, and card and mobile-money payments.',
  },
  layout: [
    hero({
      eyebrow: 'Donafi Fundraising',
      heading: 'Fundraising built for schools and the communities behind them',
      text: 'Donafi lets schools run campaigns, reach alumni and the diaspora, take card and mobile-money donations and issue receipts automatically.',
      links: [
        external('Visit Donafi', 'fundraisingSite', 'primary'),
        secondary('Request a Demo', '/demo'),
      ],
    }),
    featureList({
      heading: 'The challenge',
      intro:
        'Schools depend on gifts from alumni, parents and supporters abroad, but collecting them is slow: cash and bank transfers, paper receipts, and no way to show donors what their money achieved.',
      items: [
        {
          title: 'Donors far away',
          text: 'Alumni and diaspora supporters cannot easily give to a school at home.',
        },
        {
          title: 'No visibility',
          text: 'Supporters rarely see how close a campaign is to its goal.',
        },
      ],
    }),
    cardGrid({
      heading: 'Everything a school campaign needs',
      columns: '3',
      cards: [
        { title: 'Campaigns', text: 'Set a goal, tell the story and share one link.' },
        { title: 'Alumni giving', text: 'Invite graduating classes to give back to their school.' },
        { title: 'Diaspora giving', text: 'Supporters anywhere in the world give in a few taps.' },
        {
          title: 'Card payments',
          text: 'Run with a card payment provider for secure card donations.',
        },
        {
          title: 'Mobile money',
          text: 'Donations from mobile-money wallets, where cards are rare.',
        },
        { title: 'Automatic receipts', text: 'Every donor receives a receipt by email at once.' },
      ],
    }),
    featureList({
      heading: 'Why schools choose Donafi',
      items: [
        {
          title: 'Money arrives faster',
          text: 'Donations are paid out to the school, not collected by hand.',
        },
        {
          title: 'Donors stay informed',
          text: 'Live progress toward each goal keeps supporters engaged.',
        },
        { title: 'Less paperwork', text: 'Receipts and records are kept for you.' },
        {
          title: 'Part of your platform',
          text: 'Works with billing and finance on the same platform.',
        },
      ],
    }),
    campaignProgress({
      heading: 'What donors see',
      intro: 'A sample campaign card, as shown on every campaign page.',
      campaignTitle: 'New science lab for our school',
      goal: 60000,
      raised: 45000,
      contributors: 247,
      daysRemaining: 15,
      currency: 'USD',
    }),
    logos({
      heading: 'Payment partners',
      intro:
        'Donafi is run with a card payment provider and accepts mobile money, so every supporter has a way to give.',
      items: [
        {
          name: 'Card payment provider',
          description: 'Visa and Mastercard donations, processed securely',
        },
        { name: 'Mobile money', description: 'Wallet payments for supporters without cards' },
      ],
    }),
    cta({
      heading: 'Start your school’s first campaign',
      links: [external('Visit Donafi', 'fundraisingSite'), link('Request a Demo', '/demo')],
    }),
  ],
}
