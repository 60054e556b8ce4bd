import { unsubscribeHandlers } from '@/data/optInLists/routes'
import { subProcessorList } from '@/lib/subProcessors/list'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const { GET, POST } = unsubscribeHandlers(subProcessorList)
