import { TRUST_SEGMENT } from '../../../config/paths.mjs'

/** The trust centre's page (a CMS page; `/es/trust` in Spanish). */
export const TRUST_PATH = `/${TRUST_SEGMENT}`

/** Where a document's row is on the trust centre's page. */
export const documentAnchor = (id: number | string) => `document-${id}`

/** An on-request document's request page (the form), before its language prefix. */
export const documentRequestPath = (id: number | string) => `${TRUST_PATH}/request/${id}`

/** Payload's own route for a stored file, which lets a visitor through only to a public document's current file. */
export const documentFileUrl = (filename: string) =>
  `/api/document-files/file/${encodeURIComponent(filename)}`
