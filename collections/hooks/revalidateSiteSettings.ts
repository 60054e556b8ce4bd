import type { GlobalAfterChangeHook } from 'payload'
import { SITE_SETTINGS_TAG } from '@/lib/cacheTags'
import { revalidateTags } from './revalidateTags'

/** Every page shows the settings (header, footer, metadata): all of them are refreshed. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidateTags(req, [SITE_SETTINGS_TAG], 'site settings changed')
  return doc
}
