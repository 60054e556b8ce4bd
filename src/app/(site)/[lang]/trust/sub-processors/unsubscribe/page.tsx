import type { Metadata } from 'next'
import { unsubscribePage } from '@/components/optInLists/pages'
import { subProcessorList } from '@/lib/subProcessors/list'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default unsubscribePage(subProcessorList)
