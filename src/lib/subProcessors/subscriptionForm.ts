import { email, pagePath } from '@/lib/forms/fieldSpecs'
import { formMessages } from '@/lib/forms/messages'
import * as z from '@/lib/forms/zod'
import { byLocale, type Locale } from '@/lib/i18n/locales'

/*
 * The subscription to the sub-processor list's changes: an address and the page it was given on.
 * Not one of the lead forms (src/lib/forms/definitions): a procurement officer following a data
 * processing agreement's change notices is not a sales lead, so nothing goes to the CRM, the
 * webhook or the leads dashboard. It goes through the forms' one door all the same.
 */
export const SUBSCRIPTION_FORM = 'subProcessorUpdates'

/** Its fields: the forms' shared address and page fields (the block draws the address, with its own words). */
export const SUBSCRIPTION_FIELDS = { email: email(), page: pagePath() }

const schemaIn = (locale: Locale) => {
  const v = formMessages(locale).validation
  const { email, page } = SUBSCRIPTION_FIELDS
  return z.object({ email: email.check(v), page: page.check() })
}

const SCHEMAS = byLocale(schemaIn)

/** The form's schema, its messages in the page's language. */
export const subscriptionSchema = (locale: Locale) => SCHEMAS[locale]
