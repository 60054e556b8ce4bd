import { getApplicationsList } from '@/data/review/handlers'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const GET = getApplicationsList
