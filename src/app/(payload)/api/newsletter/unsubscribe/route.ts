import { unsubscribeHandlers } from '@/lib/newsletter/routes'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const { GET, POST } = unsubscribeHandlers()
