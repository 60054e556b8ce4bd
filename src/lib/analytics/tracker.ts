import type { LeadChannel } from './leadEvent'
import { analyticsScriptUrl, matomoBase, type AnalyticsConfig } from './providers'

/** What the site tells the analytics tool: a page view, a lead naming its form (and a chat's reference). */
export type Tracker = {
  pageView: () => void
  lead: (form: LeadChannel, reference?: string) => void
}

/** A lead's properties for the tools that take an object: the form, and a chat's reference when there is one. */
const leadProps = (form: LeadChannel, reference?: string) =>
  reference ? { form, reference } : { form }

type Queue = unknown[] & { push: (...items: unknown[]) => number }
type AnalyticsWindow = Window & {
  _paq?: Queue
  dataLayer?: Queue
  plausible?: ((event: string, options?: object) => void) & { q?: unknown[] }
  umami?: { track: (event: string, data?: object) => void }
}

function loadScript(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  Object.assign(script.dataset, data)
  document.head.append(script)
  return script
}

/**
 * Starts the chosen tool; called only once the visitor accepted analytics. Matomo and GA4 count
 * the page views we report (every page, client-side navigations included); Plausible and Umami
 * count history changes themselves, so reporting them again would count twice.
 */
export function startTracker(config: AnalyticsConfig, consent: { marketing: boolean }): Tracker {
  const w = window as AnalyticsWindow
  const src = analyticsScriptUrl(config)
  switch (config.provider) {
    case 'matomo': {
      // matomo.js swaps the queue for its own object once loaded: always push to the current one.
      const paq = () => (w._paq ??= [] as unknown as Queue)
      paq().push(
        ['setTrackerUrl', `${matomoBase(config.url)}matomo.php`],
        ['setSiteId', config.siteId],
      )
      loadScript(src)
      return {
        pageView: () =>
          paq().push(
            ['setCustomUrl', location.href],
            ['setDocumentTitle', document.title],
            ['trackPageView'],
          ),
        lead: (form, reference) =>
          paq().push(['trackEvent', 'lead', form, ...(reference ? [reference] : [])]),
      }
    }
    case 'plausible': {
      w.plausible ??= Object.assign(
        (...args: unknown[]) => void (w.plausible!.q ??= []).push(args),
        { q: [] as unknown[] },
      )
      loadScript(src, { domain: config.siteId })
      return {
        pageView: () => {},
        lead: (form, reference) => w.plausible?.('lead', { props: leadProps(form, reference) }),
      }
    }
    case 'umami': {
      const script = loadScript(src, { websiteId: config.siteId })
      const loaded = new Promise<void>((resolve) =>
        script.addEventListener('load', () => resolve(), { once: true }),
      )
      return {
        pageView: () => {},
        lead: (form, reference) =>
          void loaded.then(() => w.umami?.track('lead', leadProps(form, reference))),
      }
    }
    case 'ga4': {
      w.dataLayer ??= [] as unknown as Queue
      // gtag reads the Arguments object itself, not an array of its items.
      const gtag = function (..._args: unknown[]) {
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments)
      }
      // Consent Mode v2: every signal denied until the visitor's choice grants it.
      gtag('consent', 'default', {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      })
      const ads = consent.marketing ? 'granted' : 'denied'
      gtag('consent', 'update', {
        analytics_storage: 'granted',
        ad_storage: ads,
        ad_user_data: ads,
        ad_personalization: ads,
      })
      gtag('js', new Date())
      gtag('config', config.siteId, { send_page_view: false })
      loadScript(src)
      return {
        pageView: () =>
          gtag('event', 'page_view', { page_location: location.href, page_title: document.title }),
        lead: (form, reference) => gtag('event', 'lead', leadProps(form, reference)),
      }
    }
  }
}
