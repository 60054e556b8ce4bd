import { describe, expect, it, vi } from 'vitest'

// The door's module imports the Payload config; these tests exercise only how form data is read.
vi.mock('@payload-config', () => ({ default: {} }))

const { jsonBody, sentValues } = await import('@/forms/htmlForm')
const { formDefaults } = await import('@/forms/fieldKinds')
const { fieldKindsOf } = await import('@/lib/forms/defineForm')
const { FORMS } = await import('@/lib/forms/definitions')
const QUOTE_FIELDS = fieldKindsOf(FORMS.quote)
const RECOVERY_FIELDS = fieldKindsOf(FORMS.recovery)
const { quoteRequestSchema } = await import('@/lib/forms/schemas')
const { recoveryApplicationSchema } = await import('@/lib/forms/recoverySchema')

function formData(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('an HTML form’s POST read for the shared schema', () => {
  const quote = formData([
    ['$ACTION_REF_1', ''],
    ['$ACTION_KEY', 'k123'],
    ['firstName', 'Nanny'],
    ['numberOfStudents', '45000'],
    ['numberOfSchools', ''],
    ['features', 'sis'],
    ['features', 'parent-portal'],
    ['website', ''],
  ])

  it('keeps what the visitor sent, lists as lists, and leaves out React’s and Next’s own fields', () => {
    expect(sentValues(quote, QUOTE_FIELDS)).toEqual({
      firstName: 'Nanny',
      numberOfStudents: '45000',
      numberOfSchools: '',
      features: ['sis', 'parent-portal'],
      website: '',
    })
  })

  it('reads the source a script put in the form as JSON, and drops one that is not', () => {
    const sent = (source: string) =>
      jsonBody(
        sentValues(
          formData([
            ['email', 'a@b.org'],
            ['source', source],
          ]),
          {},
        ),
        {},
      ).source
    expect(sent('{"formPage":"/pricing","utm":{"source":"x"}}')).toEqual({
      formPage: '/pricing',
      utm: { source: 'x' },
    })
    expect(sent('')).toBeUndefined()
    expect(sent('{not json')).toBeUndefined()
  })

  it('types numbers and lists as the JSON API receives them, an empty number box being not given', () => {
    const body = jsonBody(sentValues(quote, QUOTE_FIELDS), QUOTE_FIELDS)
    expect(body).toMatchObject({
      numberOfStudents: 45000,
      numberOfSchools: undefined,
      features: ['sis', 'parent-portal'],
      professionalServices: [],
    })
    const parsed = quoteRequestSchema.safeParse(body)
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.some((issue) => issue.path[0] === 'numberOfSchools')).toBe(false)
  })

  it('reads a single checkbox as ticked only when the browser sent it', () => {
    const body = jsonBody(
      sentValues(formData([['consentData', 'on']]), RECOVERY_FIELDS),
      RECOVERY_FIELDS,
    )
    expect(body).toMatchObject({
      consentData: true,
      authOfficer: false,
      isExistingCustomer: false,
      support: [],
    })
  })

  it('asks for the "other" text when "other" support is ticked without it', () => {
    const body = jsonBody(
      sentValues(
        formData([
          ['support', 'other'],
          ['supportOtherText', ' '],
        ]),
        RECOVERY_FIELDS,
      ),
      RECOVERY_FIELDS,
    )
    const issues = recoveryApplicationSchema.safeParse(body).error!.issues
    expect(issues.find((issue) => issue.path[0] === 'supportOtherText')?.message).toBe(
      'Describe the other support you need.',
    )
  })
})

describe('formDefaults', () => {
  const blank = {
    firstName: '',
    numberOfSchools: 1,
    numberOfStudents: Number.NaN,
    features: [] as string[],
  }

  it('is the blank form, with its defaults, before anything was sent', () => {
    expect(formDefaults(blank, {}, QUOTE_FIELDS)).toBe(blank)
  })

  it('is what was sent once the server draws the form again, typed as the form library keeps it', () => {
    expect(
      formDefaults(
        blank,
        { firstName: 'Nanny', numberOfStudents: '12', numberOfSchools: '', features: ['sis'] },
        QUOTE_FIELDS,
      ),
    ).toEqual({
      firstName: 'Nanny',
      numberOfSchools: 1,
      numberOfStudents: 12,
      features: ['sis'],
      professionalServices: [],
    })
  })

  it('unticks single boxes the browser did not send', () => {
    expect(
      formDefaults({ consentData: false }, { consentData: 'on', enrol: '5' }, RECOVERY_FIELDS),
    ).toMatchObject({
      consentData: true,
      authOfficer: false,
      enrol: 5,
      support: [],
    })
  })
})
