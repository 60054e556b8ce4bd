import { getApplicationsCsv } from '@/lib/review/handlers'

export const GET = getApplicationsCsv
