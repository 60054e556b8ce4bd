import type { DemoRequest } from '@/payload-types'
import type { LeadSource, Utm } from './schema'

/** The `source` group every submission collection stores (collections/fields/leadSource.ts). */
export type StoredSource = NonNullable<DemoRequest['source']>
type StoredTouch = NonNullable<StoredSource['firstTouch']>

const storedUtm = (utm: Utm) => ({
  utmSource: utm.source ?? null,
  utmMedium: utm.medium ?? null,
  utmCampaign: utm.campaign ?? null,
  utmTerm: utm.term ?? null,
  utmContent: utm.content ?? null,
})

/** A cleaned source in the submission's columns. */
export function toStoredSource(source: LeadSource): StoredSource {
  const touch = source.firstTouch
  return {
    landingPage: source.landingPage ?? null,
    referrer: source.referrer ?? null,
    formPage: source.formPage ?? null,
    ...storedUtm(source.utm),
    firstTouch: {
      landingPage: touch?.landingPage ?? null,
      referrer: touch?.referrer ?? null,
      ...storedUtm(touch?.utm ?? {}),
      at: touch?.at ?? null,
    },
  }
}

type UtmValues = {
  source: string | null
  medium: string | null
  campaign: string | null
  term: string | null
  content: string | null
}

/** The source as the lead webhook sends it: every value named, `null` when not there. */
export type WebhookSource = {
  landingPage: string | null
  referrer: string | null
  formPage: string | null
  utm: UtmValues
  firstTouch: {
    landingPage: string | null
    referrer: string | null
    utm: UtmValues
    at: string | null
  } | null
}

const utmValues = (stored: Partial<StoredTouch>): UtmValues => ({
  source: stored.utmSource ?? null,
  medium: stored.utmMedium ?? null,
  campaign: stored.utmCampaign ?? null,
  term: stored.utmTerm ?? null,
  content: stored.utmContent ?? null,
})

const isEmpty = (values: object) => Object.values(values).every((value) => value === null)

/** A stored submission's source for the destinations; no first touch (no consent) is `null`. */
export function webhookSource(stored: StoredSource | null | undefined): WebhookSource {
  const source = stored ?? {}
  const touch = source.firstTouch ?? {}
  const firstTouch = {
    landingPage: touch.landingPage ?? null,
    referrer: touch.referrer ?? null,
    utm: utmValues(touch),
    at: touch.at ?? null,
  }
  const touched =
    firstTouch.landingPage !== null || firstTouch.referrer !== null || !isEmpty(firstTouch.utm)
  return {
    landingPage: source.landingPage ?? null,
    referrer: source.referrer ?? null,
    formPage: source.formPage ?? null,
    utm: utmValues(source),
    firstTouch: touched ? firstTouch : null,
  }
}
