import { newsletterList } from '@/lib/newsletter/list'
import { unsubscribeHandlers } from '@/data/optInLists/routes'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const { GET, POST } = unsubscribeHandlers(newsletterList)
