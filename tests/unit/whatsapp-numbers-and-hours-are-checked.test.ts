import type { ArrayField, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { whatsAppSettingsFields } from '../../collections/fields/whatsAppSettings'
import { isTimeOfDay, isTimeZone } from '@/lib/whatsapp/hours'
import { E164_PROBLEM, e164Problem, isE164 } from '@/lib/whatsapp/number'

describe('a WhatsApp number', () => {
  it('is accepted in E.164: a plus, the country code, then digits only', () => {
    for (const number of ['+18765550123', '+2348031234567', '+447700900123', '+5215512345678']) {
      expect(isE164(number), number).toBe(true)
      expect(e164Problem(number)).toBeNull()
    }
  })

  it('is refused, saying how to write it, when it has spaces, dashes, no plus, a leading zero or the wrong length', () => {
    for (const number of [
      '+1 876 555 0123',
      '+1-876-555-0123',
      '18765550123',
      '(876) 555-0123',
      '+08765550123',
      '+12345',
      '+1234567890123456',
      '+1876555O123',
    ]) {
      expect(isE164(number), number).toBe(false)
      expect(e164Problem(number), number).toBe(E164_PROBLEM)
    }
    expect(E164_PROBLEM).toContain('e.g. +18765550123')
  })

  it('is required', () => {
    expect(e164Problem('')).toBe('A WhatsApp number is required.')
    expect(e164Problem(undefined)).toBe('A WhatsApp number is required.')
  })
})

describe('a line’s hours', () => {
  it('take an IANA time zone the runtime knows', () => {
    for (const zone of [
      'America/Jamaica',
      'America/Port_of_Spain',
      'Africa/Lagos',
      'America/Bogota',
      'UTC',
    ])
      expect(isTimeZone(zone), zone).toBe(true)
    for (const zone of ['Jamaica/Kingston', 'GMT-5 ', 'EST5EDT/Nowhere', '', undefined])
      expect(isTimeZone(zone), String(zone)).toBe(false)
  })

  it('take times as 24-hour HH:MM; a closing time may be 24:00', () => {
    for (const time of ['00:00', '08:30', '23:59']) expect(isTimeOfDay(time), time).toBe(true)
    for (const time of ['8:30', '24:00', '12:60', '25:00', '08.30', '8am'])
      expect(isTimeOfDay(time), time).toBe(false)
    expect(isTimeOfDay('24:00', { closing: true })).toBe(true)
    expect(isTimeOfDay('24:30', { closing: true })).toBe(false)
  })
})

type Validate = (
  value: unknown,
  options: { req: { locale?: string }; siblingData?: Record<string, unknown> },
) => true | string

/** A field of the WhatsApp list (or of its hours) by name, through rows. */
function fieldNamed(fields: Field[], name: string): (Field & { validate: Validate }) | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field as Field & { validate: Validate }
    const inner = field.type === 'row' ? fieldNamed(field.fields, name) : undefined
    if (inner) return inner
  }
  return undefined
}

describe('Site settings › WhatsApp, on save', () => {
  const list = whatsAppSettingsFields[0] as ArrayField
  const hours = fieldNamed(list.fields, 'hours') as unknown as ArrayField
  const validate = (
    field: Field[],
    name: string,
    value: unknown,
    options: Parameters<Validate>[1] = { req: { locale: 'en' } },
  ) => fieldNamed(field, name)!.validate(value, options)

  it('checks the number with the E.164 message', () => {
    expect(validate(list.fields, 'number', '+18765550123')).toBe(true)
    expect(validate(list.fields, 'number', '876 555 0123')).toBe(E164_PROBLEM)
  })

  it('asks for the country in English only; Spanish may fall back to it', () => {
    expect(validate(list.fields, 'country', '', { req: { locale: 'en' } })).toBe(
      'Enter the country, as visitors read it.',
    )
    expect(validate(list.fields, 'country', 'Jamaica', { req: { locale: 'en' } })).toBe(true)
    expect(validate(list.fields, 'country', '', { req: { locale: 'es' } })).toBe(true)
  })

  it('refuses an unknown time zone and a closing time equal to the opening time', () => {
    expect(validate(list.fields, 'timeZone', 'America/Kingston')).toMatch(
      /^Enter an IANA time zone/,
    )
    expect(validate(hours.fields, 'opens', '8:00')).toMatch(/^Enter a time as HH:MM/)
    expect(
      validate(hours.fields, 'closes', '24:00', { req: {}, siblingData: { opens: '08:00' } }),
    ).toBe(true)
    expect(
      validate(hours.fields, 'closes', '08:00', { req: {}, siblingData: { opens: '08:00' } }),
    ).toBe('The closing time must differ from the opening time.')
  })
})
