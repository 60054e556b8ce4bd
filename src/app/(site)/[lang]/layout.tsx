import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Footer } from '@/components/site/Footer'
import { DefinedOptInForm } from '@/forms/DefinedOptInForm.client'
import { drawOptInForm } from '@/lib/forms/drawForm'
import { Header } from '@/components/site/Header'
import { OrganizationJsonLd, WebSiteJsonLd } from '@/components/content/OrganizationJsonLd'
import { HydrationFlag } from '@/components/site/HydrationFlag.client'
import { LeadSourceRecorder } from '@/components/site/LeadSourceRecorder.client'
import { ScrollToTop } from '@/components/site/ScrollToTop.client'
import { ServiceWorkerRegistration } from '@/components/site/ServiceWorkerRegistration.client'
import { Toasts } from '@/components/site/deferred/Toasts.client'
import { ConsentBanner } from '@/components/consent/ConsentBanner'
import { getConsentSettings, getSiteSettings } from '@/data/content'
import { LanguageSuggestion } from '@/components/site/LanguageSuggestion.client'
import { siteMessages } from '@/components/site/messages'
import { buildMetadata } from '@/lib/metadata'
import { LOCALES } from '@/lib/i18n/locales'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { BRAND_COLOUR } from '@/lib/webApp'
import { SERVICE_WORKER_SCRIPT } from '../../../../config/paths.mjs'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ lang: string }> }

// One tree per language; next.config.mjs rewrites every public URL onto it (config/localeRoutes.mjs).
export function generateStaticParams(): { lang: string }[] {
  return LOCALES.map((lang) => ({ lang }))
}

/** Site-wide defaults; each page adds its own title, canonical link and Open Graph URL. */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const settings = await getSiteSettings(locale)
  const {
    alternates: _canonical,
    openGraph,
    ...defaults
  } = buildMetadata(
    { path: '/', locale },
    {
      brandName: settings.brandName,
      description: settings.defaultDescription,
      keywords: settings.defaultKeywords,
    },
  )
  return { ...defaults, openGraph: { ...openGraph, url: undefined } }
}

export const viewport: Viewport = {
  themeColor: BRAND_COLOUR,
  width: 'device-width',
  initialScale: 1,
}

export default async function SiteLayout({ children, params }: Props) {
  const locale = await resolveLocale(params)
  const [settings, consent] = await Promise.all([getSiteSettings(locale), getConsentSettings()])
  const text = siteMessages(locale)
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
        >
          {text.skipToContent}
        </a>
        <LanguageSuggestion locale={locale} />
        <ScrollToTop />
        <HydrationFlag />
        <LeadSourceRecorder />
        <ServiceWorkerRegistration script={SERVICE_WORKER_SCRIPT} />
        <Header settings={settings} locale={locale} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer
          settings={settings}
          locale={locale}
          newsletterForm={
            <DefinedOptInForm tone="dark" words={drawOptInForm('newsletter', locale)} />
          }
          cookieSettings={consent !== null}
        />
        <OrganizationJsonLd settings={settings} />
        <WebSiteJsonLd settings={settings} locale={locale} />
        <Toasts />
        {consent ? <ConsentBanner settings={consent} locale={locale} /> : null}
      </body>
    </html>
  )
}
