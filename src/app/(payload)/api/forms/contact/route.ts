import { formRouteHandlers } from '@/forms/routeHandlers'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const POST = formRouteHandlers.contact
