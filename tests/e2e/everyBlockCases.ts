import type { Locator } from '@playwright/test'
import type { Page } from '../../src/payload-types'
import { richText } from '../../seed/lexical'

type LayoutBlock = Page['layout'][number]
export type BlockType = LayoutBlock['blockType']

/** One block of a type as the CMS stores it, and what a visitor must see of it in `main`. */
type BlockCase<K extends BlockType> = {
  block: Omit<Extract<LayoutBlock, { blockType: K }>, 'blockType'>
  visible: (main: Locator) => Locator[]
}

const region = (main: Locator, name: string) => main.getByRole('region', { name, exact: true })

/**
 * One case per block type of the pages' layout field. Keyed by the generated union, so a new
 * block fails the typecheck until it has a case (and tests/unit/every-block-cases.test.ts
 * compares the keys with collections/Pages.ts at run time). Blocks that read a collection
 * (FAQs, tiers, jobs, case studies, demo videos) show what the seed published.
 */
export const everyBlockCases: { [K in BlockType]: BlockCase<K> } = {
  hero: {
    block: {
      eyebrow: 'Every block',
      heading: 'A page holding every block',
      text: 'One of each block a marketer can place.',
    },
    visible: (main) => [
      main.getByRole('heading', { level: 1, name: 'A page holding every block', exact: true }),
    ],
  },
  banner: {
    block: {
      style: 'alert',
      heading: 'Banner block notice',
      text: 'A strip that calls out one thing.',
      links: [{ label: 'Banner button', href: '/contact', appearance: 'primary' }],
    },
    visible: (main) => [
      region(main, 'Banner block notice').getByRole('heading', {
        name: 'Banner block notice',
        exact: true,
      }),
      region(main, 'Banner block notice').getByRole('link', { name: 'Banner button', exact: true }),
    ],
  },
  cardGrid: {
    block: {
      heading: 'Card grid block',
      columns: '3',
      cards: [{ eyebrow: 'Card', title: 'A card in the grid', text: 'What the card says.' }],
    },
    visible: (main) => [
      region(main, 'Card grid block').getByRole('heading', {
        name: 'A card in the grid',
        exact: true,
      }),
    ],
  },
  featureList: {
    block: {
      heading: 'Feature list block',
      items: [{ title: 'A listed feature', text: 'What the feature does.' }],
    },
    visible: (main) => [
      region(main, 'Feature list block').getByRole('heading', {
        name: 'A listed feature',
        exact: true,
      }),
    ],
  },
  stats: {
    block: {
      heading: 'Stats block',
      useSiteFigures: false,
      items: [{ value: '97%', label: 'Figure of the stats block' }],
    },
    visible: (main) => [
      region(main, 'Stats block').getByText('Figure of the stats block', { exact: true }),
      region(main, 'Stats block').getByText('97%', { exact: true }),
    ],
  },
  callToAction: {
    block: {
      heading: 'Call to action block',
      text: 'Talk to us.',
      links: [{ label: 'Call to action button', href: '/demo' }],
    },
    visible: (main) => [
      region(main, 'Call to action block').getByRole('link', {
        name: 'Call to action button',
        exact: true,
      }),
    ],
  },
  richText: {
    block: { content: richText([{ h2: 'Rich text block' }, { p: 'A paragraph of rich text.' }]) },
    visible: (main) => [
      main.getByRole('heading', { level: 2, name: 'Rich text block', exact: true }),
      main.getByText('A paragraph of rich text.', { exact: true }),
    ],
  },
  video: {
    block: {
      heading: 'Video block',
      title: 'A video of the platform',
      videoId: 'every-block-video',
    },
    visible: (main) => [
      region(main, 'Video block').getByRole('button', {
        name: 'Play video: A video of the platform',
        exact: true,
      }),
    ],
  },
  testimonials: {
    block: {
      heading: 'Quotes block',
      quotes: [
        { quote: 'Every block works on every page.', name: 'A head teacher', role: 'Grenada' },
      ],
    },
    visible: (main) => [region(main, 'Quotes block').getByText('Every block works on every page.')],
  },
  steps: {
    block: {
      heading: 'Steps block',
      steps: [{ title: 'The first step', text: 'What happens first.' }],
    },
    visible: (main) => [
      region(main, 'Steps block').getByRole('heading', {
        name: 'Step 1: The first step',
        exact: true,
      }),
    ],
  },
  logos: {
    block: { heading: 'Logos block', items: [{ name: 'A partner in the logos block' }] },
    visible: (main) => [
      region(main, 'Logos block').getByText('A partner in the logos block', { exact: true }),
    ],
  },
  faqList: {
    block: { heading: 'FAQ list block', note: 'Still have questions?' },
    visible: (main) => [
      region(main, 'FAQ list block').getByRole('button', {
        name: 'How do we get started with the platform?',
        exact: true,
      }),
      region(main, 'FAQ list block').getByText('Still have questions?', { exact: true }),
    ],
  },
  pricingTable: {
    block: {
      tabs: [
        {
          label: 'Schools',
          audience: 'schools',
          heading: 'Pricing table block',
          showTiers: true,
          tierLinks: [{ label: 'Get Started', href: '/demo' }],
        },
      ],
    },
    visible: (main) => [
      main.getByRole('tab', { name: 'Schools', exact: true }),
      main
        .getByRole('tabpanel', { name: 'Schools', exact: true })
        .getByRole('heading', { name: 'Pricing table block', exact: true }),
      main.getByRole('table', { name: 'Compare plans', exact: true }),
    ],
  },
  jobOpenings: {
    block: {
      heading: 'Job openings block',
      generalApplicationText: 'No role for you yet?',
      generalApplicationLabel: 'Send a general application',
      generalApplicationHref: '/contact',
    },
    visible: (main) => [
      region(main, 'Job openings block').getByRole('heading', {
        name: 'Job openings block',
        exact: true,
      }),
      region(main, 'Job openings block').getByRole('link', {
        name: 'Send a general application',
        exact: true,
      }),
    ],
  },
  caseStudyCards: {
    block: { heading: 'Case study cards block', linkLabel: 'Read this story' },
    visible: (main) => [
      region(main, 'Case study cards block')
        .getByRole('link', { name: /^Read this story/ })
        .first(),
    ],
  },
  demoVideos: {
    block: { heading: 'Demo videos block' },
    visible: (main) => [
      region(main, 'Demo videos block')
        .getByRole('button', { name: /^Play video: / })
        .first(),
    ],
  },
  campaignProgress: {
    block: {
      heading: 'Campaign progress block',
      campaignTitle: 'A sample campaign',
      goal: 1000,
      raised: 250,
      contributors: 12,
      daysRemaining: 5,
      currency: 'USD',
    },
    visible: (main) => [
      region(main, 'Campaign progress block').getByRole('heading', {
        name: 'A sample campaign',
        exact: true,
      }),
      region(main, 'Campaign progress block').getByRole('progressbar', {
        name: 'Campaign progress',
        exact: true,
      }),
    ],
  },
  formBlock: {
    block: { form: 'contact', heading: 'Form block' },
    visible: (main) => [
      region(main, 'Form block').getByRole('form', { name: 'Contact us', exact: true }),
    ],
  },
  // The seed's example form; everyBlockLayout puts its id in.
  builtForm: {
    block: { form: 0, heading: 'Built form block' },
    visible: (main) => [
      region(main, 'Built form block').getByRole('form', { name: 'Built form block', exact: true }),
      region(main, 'Built form block').getByRole('button', { name: 'Register', exact: true }),
    ],
  },
  // Nothing while Site settings list no WhatsApp line (the seed's default); whatsapp-chat.e2e.ts
  // shows it with lines configured.
  whatsApp: {
    block: { heading: 'WhatsApp block' },
    visible: () => [],
  },
  schoolFinder: {
    block: { heading: 'School finder block', intro: 'Type your school’s name or country.' },
    visible: (main) => [
      main.getByRole('heading', { name: 'School finder block', exact: true }),
      main.getByRole('combobox', { name: 'School name or country', exact: true }),
    ],
  },
  subProcessorList: {
    block: { heading: 'Sub-processor list block', showSubscribe: true },
    visible: (main) => [
      region(main, 'Sub-processor list block').getByRole('rowheader', { name: 'Amazon Web Services', exact: true }),
      region(main, 'Sub-processor list block').getByRole('link', { name: 'RSS feed of changes', exact: true }),
      region(main, 'Sub-processor list block').getByRole('form', { name: 'Email me when this list changes', exact: true }),
    ],
  },
  trustDocuments: {
    block: { heading: 'Trust documents block', categories: ['security', 'privacy'] },
    visible: (main) => [
      region(main, 'Trust documents block').getByRole('heading', { name: 'Security', exact: true }),
      region(main, 'Trust documents block').getByRole('link', { name: /^Download Security overview \(PDF, \d+ kB\)$/ }).first(),
      region(main, 'Trust documents block').getByRole('link', { name: 'Request access: Data processing agreement', exact: true }).first(),
    ],
  },
  trustContact: {
    block: { heading: 'Trust contact block' },
    visible: (main) => [
      region(main, 'Trust contact block').getByText('99.95 % over the last 12 months', { exact: true }),
      region(main, 'Trust contact block').getByRole('link', { name: 'security@simplifiededu.example', exact: true }),
    ],
  },
}

export const blockTypes = Object.keys(everyBlockCases) as BlockType[]

/** The layout of the page: one block of every type, in the order of the cases. */
export function everyBlockLayout({ builtFormId }: { builtFormId: number }): LayoutBlock[] {
  return blockTypes.map((blockType) =>
    blockType === 'builtForm'
      ? ({ blockType, ...everyBlockCases.builtForm.block, form: builtFormId } as LayoutBlock)
      : ({ blockType, ...everyBlockCases[blockType].block } as LayoutBlock),
  )
}
