import { consentFromCookies } from '@/lib/consent/cookie'
import { SOURCE_VALUE_MAX, UTM_KEYS, type UtmKey } from './names'

/*
 * The browser's half of a lead's source. It ships on every page, so it stays small: no zod, no
 * library; the server cleans every value again with the shared schema (schema.ts).
 */

/** One visit's values: its first page (path and query), the other site that sent it, its UTM values. */
export type Touch = {
  landingPage: string
  referrer: string | null
  utm: Partial<Record<UtmKey, string>>
  at: string
}

/** What a form sends as `source`. */
export type SentSource = {
  landingPage?: string
  referrer?: string | null
  formPage: string
  utm?: Touch['utm']
  firstTouch: Touch | null
}

/** What the recorder reads of the page; `window` in the browser. */
export type Page = {
  location: { pathname: string; search: string; host: string }
  referrer: string
  cookie: string
  session: Storage | null
  local: Storage | null
}

const VISIT_KEY = 'lead-source-visit'
const FIRST_TOUCH_KEY = 'lead-source-first-touch'
const FIRST_TOUCH_DAYS = 90

const cut = (text: string) => text.slice(0, SOURCE_VALUE_MAX)

function read(storage: Storage | null, key: string): Touch | null {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null') as Touch | null
  } catch {
    return null
  }
}

function write(storage: Storage | null, key: string, touch: Touch | null) {
  try {
    if (touch) storage?.setItem(key, JSON.stringify(touch))
    else storage?.removeItem(key)
  } catch {
    // Storage full or refused (a private window): the form sends what the request shows instead.
  }
}

/** The referrer's origin, or null for none or for this site itself. */
function externalOrigin(referrer: string, host: string): string | null {
  try {
    const url = new URL(referrer)
    return url.host === host ? null : cut(url.origin)
  } catch {
    return null
  }
}

/**
 * The first touch to keep: only while the visitor accepts marketing cookies (otherwise any kept
 * one is removed), for 90 days, after which the current visit starts a new one.
 */
function firstTouch(page: Page, visit: Touch | null): Touch | null {
  if (!consentFromCookies(page.cookie)?.marketing) {
    write(page.local, FIRST_TOUCH_KEY, null)
    return null
  }
  const kept = read(page.local, FIRST_TOUCH_KEY)
  if (kept && Date.now() - Date.parse(kept.at) < FIRST_TOUCH_DAYS * 86_400_000) return kept
  write(page.local, FIRST_TOUCH_KEY, visit)
  return visit
}

/**
 * Run once per page load. The first page of a tab's visit is its landing page; a page reached
 * from another site or through a campaign link (any `utm_*`) starts a new visit.
 */
export function recordVisit(page: Page): void {
  const query = new URLSearchParams(page.location.search)
  const utm: Touch['utm'] = {}
  for (const key of UTM_KEYS) {
    const value = query.get(`utm_${key}`)
    if (value) utm[key] = cut(value)
  }
  const referrer = externalOrigin(page.referrer, page.location.host)
  let visit = read(page.session, VISIT_KEY)
  if (!visit || referrer || Object.keys(utm).length) {
    visit = {
      landingPage: cut(page.location.pathname + page.location.search),
      referrer,
      utm,
      at: new Date().toISOString(),
    }
    write(page.session, VISIT_KEY, visit)
  }
  firstTouch(page, visit)
}

/** The source a form sends with its fields, read when it is sent. */
export function sourceForForm(page: Page): SentSource {
  const visit = read(page.session, VISIT_KEY)
  return {
    ...visit,
    formPage: cut(page.location.pathname + page.location.search),
    firstTouch: firstTouch(page, visit),
  }
}

function storage(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[name]
  } catch {
    // Reading either throws where the browser blocks storage for this site.
    return null
  }
}

/** This page, as the recorder reads it. */
export const thisPage = (): Page => ({
  location: window.location,
  referrer: document.referrer,
  cookie: document.cookie,
  session: storage('sessionStorage'),
  local: storage('localStorage'),
})
