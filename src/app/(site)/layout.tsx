import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { OrganizationJsonLd } from '@/components/site/OrganizationJsonLd'
import { HydrationFlag } from '@/components/site/HydrationFlag.client'
import { ScrollToTop } from '@/components/site/ScrollToTop.client'
import { Toasts } from '@/components/site/deferred/Toasts.client'
import { getSiteSettings } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'
import './globals.css'

/** Site-wide defaults; each page adds its own title, canonical link and Open Graph URL. */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const { alternates: _canonical, openGraph, ...defaults } = buildMetadata(
    { path: '/' },
    { brandName: settings.brandName, description: settings.defaultDescription, keywords: settings.defaultKeywords },
  )
  return { ...defaults, openGraph: { ...openGraph, url: undefined } }
}

export const viewport: Viewport = { themeColor: '#1a4fb0', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <HydrationFlag />
        <Header settings={settings} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer settings={settings} />
        <OrganizationJsonLd settings={settings} />
        <Toasts />
      </body>
    </html>
  )
}
