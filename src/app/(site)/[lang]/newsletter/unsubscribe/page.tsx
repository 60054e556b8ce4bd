import type { Metadata } from 'next'
import { unsubscribePage } from '@/components/optInLists/pages'
import { newsletterList } from '@/lib/newsletter/list'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default unsubscribePage(newsletterList)
