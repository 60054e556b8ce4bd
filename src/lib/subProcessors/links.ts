import { env } from '@/lib/env'
import { localizedPath } from '@/lib/optInLists/list'

/** The page that places the sub-processor list (seeded as a CMS page) and its feed. */
export const SUB_PROCESSORS_PATH = '/trust/sub-processors'
export const SUB_PROCESSORS_FEED_PATH = `${SUB_PROCESSORS_PATH}/rss.xml`

/** The list's page in a language, absolute: where every notice links. */
export const listUrl = (language: string | null | undefined) => `${env.serverUrl}${localizedPath(language, SUB_PROCESSORS_PATH)}`
