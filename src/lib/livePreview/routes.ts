import { SECTIONS } from '../../../config/paths.mjs'

/**
 * Into draft mode and out of it (src/app/(site)/next/preview and exit-preview), then on to
 * `path`: the preview route checks the staff session first.
 */
export const previewRoute = (path: string) =>
  `/${SECTIONS.plumbing}/preview?path=${encodeURIComponent(path)}`

export const exitPreviewRoute = (path: string) =>
  `/${SECTIONS.plumbing}/exit-preview?path=${encodeURIComponent(path)}`
