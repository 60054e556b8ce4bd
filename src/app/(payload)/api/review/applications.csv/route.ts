import { getApplicationsCsv } from '@/data/review/handlers'

export const GET = getApplicationsCsv
