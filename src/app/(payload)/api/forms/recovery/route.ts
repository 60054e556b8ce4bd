import { postRecoveryApplication } from '@/forms/recoveryRoute'

// A static path: Next prefers it to Payload's catch-all /api/[...slug].
export const POST = postRecoveryApplication
