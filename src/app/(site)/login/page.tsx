import type { Metadata } from 'next'
import CmsPage, { generateMetadata as cmsPageMetadata } from '../[[...slug]]/page'

// The CMS page /login, rendered per request rather than from the page cache: its school finder
// reads the clients listing (cached on the server) at request time, so a listing that is down
// for a moment is never frozen into a cached page.
export const dynamic = 'force-dynamic'

const params = Promise.resolve({ slug: ['login'] })

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({ params })
}

export default function LoginPage() {
  return <CmsPage params={params} />
}
