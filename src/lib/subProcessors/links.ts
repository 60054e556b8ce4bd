import { env } from '@/lib/env'
import { SECTIONS } from '../../../config/paths.mjs'
import { localizedPath } from '@/lib/optInLists/list'
import { TRUST_PATH } from '@/lib/trust/links'

/** The page that places the sub-processor list (seeded as a CMS page) and its feed. */
export const SUB_PROCESSORS_PATH = `${TRUST_PATH}/sub-processors`
export const SUB_PROCESSORS_FEED_PATH = `${SUB_PROCESSORS_PATH}/rss.xml`

/** The route handlers of the list's emailed links (src/app/(payload)/api/trust/sub-processors). */
export const SUB_PROCESSORS_API_PATH = `/${SECTIONS.api}${SUB_PROCESSORS_PATH}`

/** The list's page in a language, absolute: where every notice links. */
export const listUrl = (language: string | null | undefined) =>
  `${env.serverUrl}${localizedPath(language, SUB_PROCESSORS_PATH)}`
