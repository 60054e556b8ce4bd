/**
 * The table the content-change test (content-changes.e2e.ts) walks: each collection a visitor
 * sees, how a document of it is written and changed, and every place it appears. The test makes
 * one case per collection and way of changing, so a new collection or place is one row here.
 */

/** What a visitor reads of a document: a word no other text on the site contains. */
export type Marker = string

export type Saved = { id: number; slug?: string; path?: string }

export type Subject = {
  /** The collection's REST slug. */
  collection:
    'pages' | 'jobs' | 'case-studies' | 'faqs' | 'pricing-tiers' | 'documents' | 'sub-processors'
  /** A whole document whose visible words carry the marker (`file`: the id of a PDF uploaded for it, when `needsFile`). */
  create: (marker: Marker, file?: number) => Record<string, unknown>
  /** The document points at an uploaded PDF (a trust document). */
  needsFile?: true
  /** The fields an edit changes so the visible words carry another marker. */
  edit: (marker: Marker) => Record<string, unknown>
  /** The document's own page, when it has one. */
  ownPage?: (doc: Saved) => string
  /** Pages that list documents of the collection. */
  lists: string[]
  /** Whether the document is in the site search (by its title). */
  searchable: boolean
  /** A change of address: the fields and the new own page. */
  move?: (doc: Saved, marker: Marker) => { data: Record<string, unknown>; ownPage: string }
}

/** The visible title every document of the table carries. */
export const titleOf = (marker: Marker) => `Matrix ${marker}`

const hero = (marker: Marker) => [{ blockType: 'hero', heading: titleOf(marker) }]

export const SUBJECTS: Subject[] = [
  {
    collection: 'pages',
    create: (marker) => ({
      title: titleOf(marker),
      path: `matrix-${marker}`,
      layout: hero(marker),
    }),
    edit: (marker) => ({ title: titleOf(marker), layout: hero(marker) }),
    ownPage: (doc) => `/${doc.path}`,
    lists: [],
    searchable: true,
    move: (_doc, marker) => ({
      data: { path: `matrix-moved-${marker}` },
      ownPage: `/matrix-moved-${marker}`,
    }),
  },
  {
    collection: 'jobs',
    create: (marker) => ({
      title: titleOf(marker),
      department: 'Operations',
      location: 'Remote',
      type: 'Full-time',
      remote: true,
      description: 'Keeps the content-change matrix honest.',
    }),
    edit: (marker) => ({ title: titleOf(marker) }),
    ownPage: (doc) => `/careers/${doc.id}`,
    lists: ['/careers'],
    searchable: true,
  },
  {
    collection: 'case-studies',
    create: (marker) => ({
      title: titleOf(marker),
      slug: `matrix-${marker}`,
      category: 'Ministry',
      description: 'A story the matrix tells.',
      highlights: [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }],
    }),
    edit: (marker) => ({ title: titleOf(marker) }),
    ownPage: (doc) => `/case-studies/${doc.slug}`,
    lists: ['/resources/case-studies'],
    searchable: true,
    move: (_doc, marker) => ({
      data: { slug: `matrix-moved-${marker}` },
      ownPage: `/case-studies/matrix-moved-${marker}`,
    }),
  },
  {
    collection: 'faqs',
    create: (marker) => ({
      category: 'getting-started',
      question: titleOf(marker),
      answer: 'As the matrix says.',
      order: 99,
    }),
    edit: (marker) => ({ question: titleOf(marker) }),
    lists: ['/faqs'],
    searchable: true,
  },
  {
    collection: 'pricing-tiers',
    create: (marker) => ({ name: titleOf(marker), audience: 'schools', price: 3.5, order: 99 }),
    edit: (marker) => ({ name: titleOf(marker) }),
    lists: ['/pricing'],
    searchable: false,
  },
  {
    collection: 'documents',
    create: (marker, file) => ({
      title: titleOf(marker),
      summary: 'A document the matrix publishes.',
      category: 'security',
      version: '1.0',
      issuedOn: '2026-11-01T00:00:00.000Z',
      language: 'en',
      accessLevel: 'public',
      file,
    }),
    edit: (marker) => ({ title: titleOf(marker) }),
    needsFile: true,
    lists: ['/trust'],
    searchable: true,
  },
  {
    collection: 'sub-processors',
    create: (marker) => ({
      name: titleOf(marker),
      purpose: 'Keeps the matrix honest',
      dataLocation: 'Jamaica',
      since: '2026-11-01T00:00:00.000Z',
    }),
    edit: (marker) => ({ name: titleOf(marker) }),
    lists: ['/trust', '/trust/sub-processors'],
    searchable: false,
  },
]

/** The ways content changes; `move` applies to the subjects with an address of their own. */
export const CHANGES = [
  'publish',
  'edit while published',
  'draft after publish, then unpublish',
  'schedule a publish',
  'schedule an unpublish',
  'delete',
  'move',
] as const

export type Change = (typeof CHANGES)[number]

/** Pages that show Site settings (its footer text), checked after a settings change. */
export const SETTINGS_PAGES = ['/', '/pricing', '/careers']
