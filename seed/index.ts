import type { Payload } from 'payload'
import { seedContent } from './content'
import { siteSettingsSeed } from './siteSettings'
import { seedTranslations } from './translations'
import { seedAdmin } from './users'
import { seedAnalytics } from './analytics'

const context = { disableRevalidate: true }

/** The site settings, unless they were filled before (staff changes are kept). */
export async function seedSiteSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (current.brandName) return
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context, depth: 0 })
}

/** Writes whatever of the seed content is missing; never overwrites what staff changed. */
export async function seed(payload: Payload): Promise<void> {
  await seedAdmin(payload)
  await seedSiteSettings(payload)
  await seedAnalytics(payload)
  await seedContent(payload)
  await seedTranslations(payload)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const users = await payload.count({ collection: 'users' })
  return users.totalDocs === 0
}
