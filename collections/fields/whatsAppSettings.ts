import type { Field } from 'payload'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { isTimeOfDay, isTimeZone, WEEKDAYS } from '@/lib/whatsapp/hours'
import { e164Problem } from '@/lib/whatsapp/number'

// Staff read the days in English, as the ids say them ("monday" is Monday); visitors read the
// site's own words for them (the content messages).
const dayLabel = (day: string) => `${day[0].toUpperCase()}${day.slice(1)}`

type Options = { req: { locale?: string | null }; siblingData?: Record<string, unknown> }

// Site settings keep Payload's rule that a required localized field is required in every
// language; a country name is asked for in English only, and Spanish falls back to it.
const requiredInEnglish = (value: unknown, { req }: Options) =>
  (typeof value === 'string' && value.trim() !== '') ||
  (req.locale ?? DEFAULT_LOCALE) !== DEFAULT_LOCALE ||
  'Enter the country, as visitors read it.'

const validNumber = (value: unknown) => e164Problem(value) ?? true

const validTimeZone = (value: unknown) =>
  isTimeZone(value) ||
  'Enter an IANA time zone, as Region/City, e.g. America/Jamaica, America/Port_of_Spain or Africa/Lagos.'

const validOpening = (value: unknown) =>
  isTimeOfDay(value) || 'Enter a time as HH:MM, 24-hour, e.g. 08:00 or 13:30.'

const validClosing = (value: unknown, { siblingData }: Options) => {
  if (!isTimeOfDay(value, { closing: true }))
    return 'Enter a time as HH:MM, 24-hour, e.g. 17:00; 24:00 is midnight.'
  return value !== siblingData?.opens || 'The closing time must differ from the opening time.'
}

/**
 * Site settings › WhatsApp: the lines visitors can chat with, one per country. The WhatsApp block
 * (on /contact) and the demo form's thank-you show "Chat on WhatsApp" for each; with no line,
 * nothing shows.
 */
export const whatsAppSettingsFields: Field[] = [
  {
    name: 'whatsapp',
    label: 'WhatsApp',
    labels: { singular: 'WhatsApp line', plural: 'WhatsApp lines' },
    type: 'array',
    admin: {
      description:
        'Each line shows as "Chat on WhatsApp" with its hours on pages with the WhatsApp block (/contact) and after a demo request. Empty: nothing shows.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'country',
            type: 'text',
            localized: true,
            validate: requiredInEnglish,
            admin: {
              description:
                'As visitors read it, e.g. Jamaica. Required in English; left empty in Spanish, the English name shows.',
            },
          },
          {
            name: 'number',
            type: 'text',
            required: true,
            validate: validNumber,
            admin: {
              description: 'E.164: +, country code, number, digits only, e.g. +18765550123.',
            },
          },
        ],
      },
      {
        name: 'label',
        type: 'text',
        localized: true,
        admin: { description: 'Optional: who answers, e.g. Sales team.' },
      },
      {
        name: 'timeZone',
        label: 'Time zone',
        type: 'text',
        required: true,
        validate: validTimeZone,
        admin: {
          description:
            'The IANA time zone the hours below are in, e.g. America/Jamaica or Africa/Lagos.',
        },
      },
      {
        name: 'hours',
        label: 'Opening hours',
        labels: { singular: 'Opening hours', plural: 'Opening hours' },
        type: 'array',
        admin: {
          description:
            'Days and times in the time zone above, e.g. Monday to Friday, 08:00 to 17:00. A row that closes before it opens runs past midnight. Empty: no hours are shown.',
        },
        fields: [
          {
            name: 'days',
            type: 'select',
            hasMany: true,
            required: true,
            options: WEEKDAYS.map((value) => ({ value, label: dayLabel(value) })),
          },
          {
            type: 'row',
            fields: [
              {
                name: 'opens',
                type: 'text',
                required: true,
                validate: validOpening,
                admin: { placeholder: '08:00' },
              },
              {
                name: 'closes',
                type: 'text',
                required: true,
                validate: validClosing,
                admin: { placeholder: '17:00' },
              },
            ],
          },
        ],
      },
      {
        name: 'message',
        label: 'Prefilled message',
        type: 'textarea',
        localized: true,
        admin: {
          description:
            'What the chat starts with, in this language (Spanish falls back to English). A reference such as (ref WA-7K2M) is added to tie the chat to the site. Empty: a built-in greeting.',
        },
      },
    ],
  },
]
