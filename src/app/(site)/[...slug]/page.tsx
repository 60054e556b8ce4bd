import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '@/lib/payload'

type Args = { params: Promise<{ slug: string[] }> }

export const metadata: Metadata = { title: { absolute: 'Page not found' }, robots: { index: false } }

/** Every path no route claims lands here: log it (SPEC §2, 404 page) and show the 404 page. */
export default async function UnknownPath({ params }: Args) {
  const { slug } = await params
  const payload = await getPayloadClient()
  payload.logger.warn(`404: no page at /${slug.map(decodeURIComponent).join('/')}`)
  notFound()
}
