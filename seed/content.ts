import type { CollectionSlug, Payload, Where } from 'payload'
import { caseStudiesSeed } from './collections/caseStudies'
import { demoVideosSeed } from './collections/demoVideos'
import { faqsSeed } from './collections/faqs'
import { jobsSeed } from './collections/jobs'
import { pricingTiersSeed } from './collections/pricingTiers'
import { pagesSeed } from './pages'
import { redirectsSeed } from './redirects'
import { seedForms } from './forms'
import { seedSubProcessors } from './subProcessors'
import { seedTrust } from './trust'

// skipLinkCheck: pages are written before the pages they link to exist. Writes ask for depth 0:
// nothing reads what they return, and populating every block's relations would be wasted work.
const context = { disableRevalidate: true, skipLinkCheck: true }

/** Creates a published document unless one matching `where` exists (staff edits are kept). */
async function createMissing<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  data: T,
) {
  const existing = await payload.count({ collection, where, overrideAccess: true })
  if (existing.totalDocs > 0) return false
  await payload.create({
    collection,
    data: { ...data, _status: 'published' } as never,
    context,
    overrideAccess: true,
    depth: 0,
  })
  return true
}

/** Pages, structured collections and redirects: everything the public routes show. */
export async function seedContent(payload: Payload): Promise<void> {
  let created = 0
  const count = (done: boolean) => {
    if (done) created += 1
  }
  for (const tier of pricingTiersSeed)
    count(
      await createMissing(
        payload,
        'pricing-tiers',
        { name: { equals: tier.name }, audience: { equals: tier.audience } },
        tier,
      ),
    )
  for (const faq of faqsSeed)
    count(await createMissing(payload, 'faqs', { question: { equals: faq.question } }, faq))
  for (const job of jobsSeed)
    count(await createMissing(payload, 'jobs', { title: { equals: job.title } }, job))
  for (const video of demoVideosSeed)
    count(await createMissing(payload, 'demo-videos', { title: { equals: video.title } }, video))
  for (const study of caseStudiesSeed)
    count(await createMissing(payload, 'case-studies', { slug: { equals: study.slug } }, study))
  for (const page of pagesSeed)
    count(await createMissing(payload, 'pages', { path: { equals: page.path } }, page))
  for (const { from, toPath } of redirectsSeed) {
    const target = await payload.find({
      collection: 'pages',
      where: { path: { equals: toPath } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const page = target.docs[0]
    if (!page) continue
    const exists = await payload.count({
      collection: 'redirects',
      where: { from: { equals: from } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    await payload.create({
      collection: 'redirects',
      data: {
        from,
        to: { type: 'reference', reference: { relationTo: 'pages', value: page.id } },
        type: '302',
      },
      context,
      overrideAccess: true,
      depth: 0,
    })
    created += 1
  }
  created += await seedForms(payload)
  created += await seedSubProcessors(payload)
  created += await seedTrust(payload)
  if (created) payload.logger.info(`Seeded ${created} content documents`)
}
