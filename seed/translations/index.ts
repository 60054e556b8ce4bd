import type { Payload } from 'payload'
import { caseStudiesSeed } from '../collections/caseStudies'
import { demoVideosSeed } from '../collections/demoVideos'
import { faqsSeed } from '../collections/faqs'
import { jobsSeed } from '../collections/jobs'
import { pricingTiersSeed } from '../collections/pricingTiers'
import { pagesSeed } from '../pages'
import { siteSettingsSeed } from '../siteSettings'
import { overlayTranslation } from './overlay'
import { spanish } from './spanish'
import { translateSeed } from './words'

type Translatable = 'pages' | 'faqs' | 'jobs' | 'case-studies' | 'pricing-tiers' | 'demo-videos'

const context = { disableRevalidate: true }
// Kept by Payload itself: never sent back in an update.
const OWN_KEYS = new Set(['id', 'createdAt', 'updatedAt', '_status'])

const withoutOwnKeys = (doc: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !OWN_KEYS.has(key)))

/**
 * Writes a document's translation unless it already has one in that language (staff edits are
 * kept): `titleField` read without fallback tells whether it does.
 */
async function translateDocument(
  payload: Payload,
  collection: Translatable,
  where: Record<string, unknown>,
  titleField: string,
  translation: object,
): Promise<boolean> {
  // The key is the English text of a localized field, so it is looked up in English.
  const found = await payload.find({
    collection,
    where: Object.fromEntries(
      Object.entries(where).map(([key, value]) => [key, { equals: value }]),
    ),
    limit: 1,
    depth: 0,
    locale: 'en',
    overrideAccess: true,
  })
  const english = found.docs[0] as unknown as Record<string, unknown> | undefined
  if (!english) return false
  const current = await payload.findByID({
    collection,
    id: english.id as number,
    depth: 0,
    locale: 'es',
    fallbackLocale: false,
    overrideAccess: true,
  })
  if ((current as unknown as Record<string, unknown>)[titleField]) return false
  const data = overlayTranslation(withoutOwnKeys(english), translation) as Record<string, unknown>
  await payload.update({
    collection,
    id: english.id as number,
    locale: 'es',
    data: { ...data, _status: 'published' } as never,
    context,
    overrideAccess: true,
    // Nothing reads what it returns: no relations populated.
    depth: 0,
  })
  return true
}

async function translateSiteSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: 'es',
    fallbackLocale: false,
  })
  if (current.defaultDescription) return false
  const english = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'en' })
  const data = overlayTranslation(
    withoutOwnKeys(english as unknown as Record<string, unknown>),
    translateSeed(siteSettingsSeed, spanish.siteSettings),
  )
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'es',
    data: data as never,
    context,
    depth: 0,
  })
  return true
}

/**
 * The Spanish version of every seeded document: the English seed with seed/translations/es/'s words laid
 * over it, matched to its English document by the English seed's key, written in the `es` locale.
 */
export async function seedTranslations(payload: Payload): Promise<void> {
  let translated = 0
  const count = (done: boolean) => {
    if (done) translated += 1
  }
  count(await translateSiteSettings(payload))
  for (const tier of pricingTiersSeed)
    count(
      await translateDocument(
        payload,
        'pricing-tiers',
        { name: tier.name, audience: tier.audience },
        'name',
        translateSeed(tier, spanish.pricingTiers),
      ),
    )
  for (const faq of faqsSeed)
    count(
      await translateDocument(
        payload,
        'faqs',
        { question: faq.question },
        'question',
        translateSeed(faq, spanish.faqs),
      ),
    )
  for (const job of jobsSeed)
    count(
      await translateDocument(
        payload,
        'jobs',
        { title: job.title },
        'title',
        translateSeed(job, spanish.jobs),
      ),
    )
  for (const video of demoVideosSeed)
    count(
      await translateDocument(
        payload,
        'demo-videos',
        { title: video.title },
        'title',
        translateSeed(video, spanish.demoVideos),
      ),
    )
  for (const study of caseStudiesSeed)
    count(
      await translateDocument(
        payload,
        'case-studies',
        { slug: study.slug },
        'title',
        translateSeed(study, spanish.caseStudies),
      ),
    )
  for (const page of pagesSeed) {
    const words = spanish.pages.get(page.path)
    if (words)
      count(
        await translateDocument(
          payload,
          'pages',
          { path: page.path },
          'title',
          translateSeed(page, words),
        ),
      )
  }
  if (translated) payload.logger.info(`Seeded ${translated} Spanish translations`)
}
