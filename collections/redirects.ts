import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import { anyone } from './access/anyone'
import { matrixAccess } from './access/matrixAccess'
import { revalidationHooks } from './hooks/revalidate'
import { REDIRECTS_TAG } from '@/lib/cacheTags'

/** A redirect is read by the catch-all for paths without a page: refresh those answers. Redirects have no drafts. */
const revalidateRedirects = revalidationHooks({
  name: () => 'redirect',
  tags: [REDIRECTS_TAG],
  drafts: false,
})

/** The redirects plugin's collection: anyone reads (the site follows them), editors write. */
export const redirectsOverrides: RedirectsPluginConfig['overrides'] = {
  access: matrixAccess('redirects', anyone),
  admin: {
    group: 'Content',
    description: 'Paths the site links to without a page of their own, sent to the closest page.',
  },
  hooks: {
    beforeChange: [revalidateRedirects.beforeChange],
    afterChange: [revalidateRedirects.afterChange],
    afterDelete: [revalidateRedirects.afterDelete],
  },
}
