import type { Access } from 'payload'

/** Published documents only: what a visitor reads of the site's content. */
export const published: Access = () => ({ _status: { equals: 'published' } })
