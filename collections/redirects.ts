import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import { anyone } from './access/anyone'
import { isEditor } from './access/isEditor'
import { revalidateDeletedRedirect, revalidateRedirects } from './hooks/revalidateRedirects'

/** The redirects plugin's collection: anyone reads (the site follows them), editors write. */
export const redirectsOverrides: RedirectsPluginConfig['overrides'] = {
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: {
    group: 'Content',
    description: 'Paths the site links to without a page of their own, sent to the closest page.',
  },
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateDeletedRedirect] },
}
