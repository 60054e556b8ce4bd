import { unsubscribeHandlers } from '@/lib/subProcessors/routes'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const { GET, POST } = unsubscribeHandlers()
