import type { Access, Where } from 'payload'

const publishedPublic: Where = {
  and: [{ _status: { equals: 'published' } }, { accessLevel: { equals: 'public' } }],
}

/**
 * Published public trust documents: an on-request document's title, summary and file are
 * staff's until a request is approved, and then only through its link.
 */
export const publicDocuments: Access = () => publishedPublic
