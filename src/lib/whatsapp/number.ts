/**
 * A WhatsApp number as Site settings keep it: E.164, a plus sign, the country code and the
 * subscriber number, digits only (`+18765550123`). wa.me wants the same digits without the plus.
 */
const E164 = /^\+[1-9]\d{6,14}$/

export const E164_PROBLEM =
  'Enter the number in international (E.164) format: a plus sign, the country code and the number, digits only, with no spaces or dashes, e.g. +18765550123.'

export function isE164(value: unknown): value is string {
  return typeof value === 'string' && E164.test(value)
}

/** What is wrong with a number typed in the CMS, or null when it is a valid E.164 number. */
export function e164Problem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return 'A WhatsApp number is required.'
  return isE164(value) ? null : E164_PROBLEM
}
