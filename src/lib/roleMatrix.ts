import type { CollectionSlug, GlobalSlug } from 'payload'
import type { User } from '@/payload-types'
import type { Role } from './roles'
import { CMS_LEADS_PATH, CMS_PRIVACY_PATH } from './cmsPaths'

/**
 * Who may do what, by need: one table that the collections' access reads
 * (collections/access/granted.ts), that docs/security.md prints and that the integration test
 * checks cell by cell over REST. A role named in a cell may do it; nobody else may, except what
 * `others` leaves to everyone (visitors included).
 */
export const OPERATIONS = ['read', 'create', 'update', 'delete', 'export'] as const
export type Operation = (typeof OPERATIONS)[number]

/** What everyone reads without the read grant: the site's public view. */
export type OthersRead =
  'everything' | 'published' | 'public documents' | 'public files' | 'own account'

export type MatrixRow = {
  kind: 'collection' | 'global'
  /** What a person does with it, for the table in docs/security.md. */
  what: string
  others?: OthersRead
  /** The export's route, when the row has one. */
  exportPath?: string
} & Partial<Record<Operation, readonly Role[]>>

const ALL = ['admin', 'editor', 'sales', 'reviewer'] as const
const CONTENT = ['admin', 'editor'] as const
const LEADS = ['admin', 'sales'] as const
const RECOVERY = ['admin', 'reviewer'] as const
const ADMIN = ['admin'] as const

/** Content a visitor reads once published; editors write it. */
const content = (what: string) =>
  ({
    kind: 'collection',
    what,
    others: 'published',
    read: CONTENT,
    create: CONTENT,
    update: CONTENT,
    delete: CONTENT,
  }) as const

/** A lead or subscriber: stored by the site's own routes, followed up by sales, deleted by admins. */
const lead = (what: string) =>
  ({ kind: 'collection', what, read: LEADS, update: LEADS, delete: ADMIN }) as const

/** Every collection and global of ours (Payload's own `payload-*` ones keep Payload's rules). */
type OurSlug = Exclude<CollectionSlug | GlobalSlug, `payload-${string}`>

export const ROLE_MATRIX = {
  pages: content('Pages'),
  'pricing-tiers': content('Pricing tiers'),
  'case-studies': content('Case studies'),
  jobs: content('Job openings'),
  faqs: content('FAQs'),
  'demo-videos': content('Demo videos'),
  'sub-processors': content('Sub-processors'),
  documents: {
    kind: 'collection',
    what: 'Trust documents (sales reads on-request ones to answer requests)',
    others: 'public documents',
    read: ['admin', 'editor', 'sales'],
    create: CONTENT,
    update: CONTENT,
    delete: CONTENT,
  },
  'document-files': {
    kind: 'collection',
    what: 'Trust documents’ PDFs (an approved requester reads one through the link)',
    others: 'public files',
    read: CONTENT,
    create: CONTENT,
    update: CONTENT,
    delete: CONTENT,
  },
  media: {
    kind: 'collection',
    what: 'Images',
    others: 'everything',
    read: ALL,
    create: CONTENT,
    update: CONTENT,
    delete: CONTENT,
  },
  redirects: {
    kind: 'collection',
    what: 'Redirects',
    others: 'everything',
    read: ALL,
    create: CONTENT,
    update: CONTENT,
    delete: CONTENT,
  },
  forms: {
    kind: 'collection',
    what: 'Forms built in the CMS (sales reads them to follow up their submissions)',
    read: ['admin', 'editor', 'sales'],
    create: CONTENT,
    update: CONTENT,
    delete: CONTENT,
  },
  'draft-links': {
    kind: 'collection',
    what: 'Links to drafts',
    read: CONTENT,
    create: CONTENT,
    update: CONTENT,
  },
  'draft-link-audits': {
    kind: 'collection',
    what: 'Who made or revoked a draft link',
    read: CONTENT,
  },
  'sub-processor-notices': {
    kind: 'collection',
    what: 'Sub-processor change notices',
    others: 'everything',
    read: ALL,
    delete: ADMIN,
  },
  'demo-requests': lead('Demo requests'),
  'quote-requests': lead('Quote requests'),
  'contact-messages': lead('Contact messages'),
  'form-submissions': {
    ...lead('Built forms’ submissions'),
    export: LEADS,
    exportPath: '/api/form-submissions/csv',
  },
  'newsletter-subscribers': lead('Newsletter subscribers'),
  'trust-subscribers': lead('Sub-processor list subscribers'),
  'document-requests': lead('Document requests (update approves or revokes)'),
  'document-downloads': {
    kind: 'collection',
    what: 'Downloads of approved documents',
    read: LEADS,
    delete: ADMIN,
  },
  'lead-deliveries': {
    kind: 'collection',
    what: 'Leads sent to the CRM (whoever reads them may deliver one again)',
    read: LEADS,
  },
  'recovery-applications': {
    kind: 'collection',
    what: 'Recovery applications (also /admin/applications)',
    read: RECOVERY,
    create: ADMIN,
    update: RECOVERY,
    delete: ADMIN,
    export: RECOVERY,
    exportPath: '/api/review/applications.csv',
  },
  'consent-records': {
    kind: 'collection',
    what: 'Cookie choices (proof of consent, kept for the privacy officer)',
    read: ADMIN,
  },
  'privacy-audits': {
    kind: 'collection',
    what: 'Privacy requests answered (the privacy tool finds, exports and erases by email)',
    read: ADMIN,
    export: ADMIN,
    exportPath: '/api/privacy-audits/export',
  },
  'rate-limits': { kind: 'collection', what: 'Form rate-limit counters (server only)' },
  users: {
    kind: 'collection',
    what: 'Staff accounts (the roles field: admin only)',
    others: 'own account',
    read: ADMIN,
    create: ADMIN,
    update: ADMIN,
    delete: ADMIN,
  },
  'site-settings': {
    kind: 'global',
    what: 'Site settings',
    others: 'everything',
    read: ALL,
    update: CONTENT,
  },
} as const satisfies Record<OurSlug, MatrixRow>

export type MatrixSlug = keyof typeof ROLE_MATRIX

/** The roles a cell grants; none when the table leaves it empty. */
export function rolesFor(slug: MatrixSlug, operation: Operation): readonly Role[] {
  return (ROLE_MATRIX[slug] as MatrixRow)[operation] ?? []
}

/** Whether a signed-in user holds a role the cell grants. */
export function mayDo(
  user: Pick<User, 'roles'> | null | undefined,
  slug: MatrixSlug,
  operation: Operation,
): boolean {
  const held: readonly string[] = user?.roles ?? []
  return rolesFor(slug, operation).some((role) => held.includes(role))
}

/** The CMS's own pages beyond the collections, and who may open them. */
export const ROLE_VIEWS = {
  [CMS_LEADS_PATH]: { what: 'Leads dashboard', roles: LEADS },
  [CMS_PRIVACY_PATH]: { what: 'Privacy tool (find and erase by email)', roles: ADMIN },
  '/admin/applications': { what: 'Review page of recovery applications', roles: RECOVERY },
  '/next/preview': {
    what: 'Drafts on the site (preview, live preview, draft mode)',
    roles: CONTENT,
  },
} as const satisfies Record<string, { what: string; roles: readonly Role[] }>

export type MatrixView = keyof typeof ROLE_VIEWS

/** Whether a signed-in user may open one of the CMS's own pages. */
export function mayOpen(user: Pick<User, 'roles'> | null | undefined, view: MatrixView): boolean {
  const held: readonly string[] = user?.roles ?? []
  return ROLE_VIEWS[view].roles.some((role) => held.includes(role))
}

/** Drafts on the site itself (preview, live preview, draft mode). */
export const mayReadDrafts = (user: Pick<User, 'roles'> | null | undefined): boolean =>
  mayOpen(user, '/next/preview')
