import { describe, expect, it } from 'vitest'
import {
  builtFieldKinds,
  rowDisplay,
  rowValue,
  submittedRows,
  type BuiltInput,
} from '@/lib/forms/built/inputs'
import { builtFieldNamesProblem, builtFormNameProblem } from '@/lib/forms/built/names'
import { builtFormSchema } from '@/lib/forms/built/schema'
import { formMessages } from '@/lib/forms/messages'

// A form as a marketer might build it: one of each kind, some required.
const inputs: BuiltInput[] = [
  { kind: 'text', name: 'name', label: 'Full name', required: true },
  { kind: 'email', name: 'email', label: 'Work email', required: true },
  { kind: 'email', name: 'otherEmail', label: 'Other email', required: false },
  { kind: 'textarea', name: 'notes', label: 'Notes', required: false },
  {
    kind: 'select',
    name: 'session',
    label: 'Session',
    required: true,
    options: [
      { value: 'am', label: 'Morning' },
      { value: 'pm', label: 'Evening' },
    ],
  },
  { kind: 'country', name: 'country', label: 'Country', required: false },
  { kind: 'number', name: 'seats', label: 'Seats', required: false },
  { kind: 'checkbox', name: 'terms', label: 'I accept the terms', required: true },
  { kind: 'checkbox', name: 'recording', label: 'Send the recording', required: false },
]

const english = builtFormSchema(inputs, formMessages('en').validation)
const spanish = builtFormSchema(inputs, formMessages('es').validation)
const messagesOf = (result: ReturnType<typeof english.safeParse>) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

const valid = { name: ' Ada ', email: 'ada@example.org', session: 'am', terms: true }

describe("a built form's checks, made from its own fields", () => {
  it('accepts a valid submission, trims text, and keeps nothing the form does not have', () => {
    const parsed = english.parse({
      ...valid,
      to: 'attacker@example.org',
      bcc: 'x@example.org',
      seats: 3,
      country: 'jamaica',
      otherEmail: '',
    })
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      otherEmail: '',
      session: 'am',
      country: 'jamaica',
      seats: 3,
      terms: true,
      recording: false,
    })
  })

  it('refuses what is missing or wrong, field by field, with the labels the marketer wrote', () => {
    const result = english.safeParse({
      name: '  ',
      email: 'nope',
      otherEmail: 'also nope',
      session: 'noon',
      country: 'narnia',
      seats: 'many',
      terms: false,
      recording: 'yes',
    })
    expect(messagesOf(result)).toEqual({
      name: 'Full name is required',
      email: 'Enter a valid email address',
      otherEmail: 'Enter a valid email address',
      session: 'Choose Session from the list',
      country: 'Choose Country from the list',
      seats: 'Seats must be a number',
      terms: 'Tick "I accept the terms" to continue',
      recording: 'Tick "Send the recording" to continue',
    })
  })

  it('says so in Spanish on a Spanish page', () => {
    const result = spanish.safeParse({ email: '' })
    expect(messagesOf(result)).toMatchObject({
      name: 'Complete el campo «Full name»',
      email: 'Complete el campo «Work email»',
      session: 'Elija «Session» de la lista',
    })
  })

  it('holds text to its length, and numbers to a sane size', () => {
    const result = english.safeParse({
      ...valid,
      name: 'x'.repeat(501),
      notes: 'y'.repeat(5001),
      seats: 1e13,
    })
    expect(Object.keys(messagesOf(result))).toEqual(['name', 'notes', 'seats'])
  })

  it('tells an HTML form which fields come as text JSON would type', () => {
    expect(builtFieldKinds(inputs)).toEqual({
      numbers: ['seats'],
      lists: [],
      flags: ['terms', 'recording'],
    })
  })

  it('stores each answer with the label it was sent with, and gives it back typed', () => {
    const rows = submittedRows(inputs, english.parse({ ...valid, seats: 2 }))
    expect(rows.find((row) => row.field === 'name')).toEqual({
      field: 'name',
      kind: 'text',
      label: 'Full name',
      value: 'Ada',
    })
    const seats = rows.find((row) => row.field === 'seats')
    const terms = rows.find((row) => row.field === 'terms')
    expect(seats && rowValue(seats)).toBe(2)
    expect(terms && rowValue(terms)).toBe(true)
    expect(rowDisplay({ kind: 'country', value: 'jamaica' })).toBe('Jamaica')
    expect(rowDisplay({ kind: 'select', value: 'pm', options: inputs[4].options })).toBe('Evening')
  })
})

describe("a built form's names", () => {
  it('are lowercase words joined by dashes, and never one of the five forms', () => {
    expect(builtFormNameProblem('webinar-registration')).toBeNull()
    for (const name of [
      'Webinar',
      'webinar registration',
      'webinar--x',
      '-webinar',
      'demo',
      'contact',
      'newsletter',
    ])
      expect(builtFormNameProblem(name)).not.toBeNull()
  })

  it('keep their fields apart, and leave the honeypot and the source to the door', () => {
    expect(builtFieldNamesProblem(['name', 'email', 'work_email'])).toBeNull()
    expect(builtFieldNamesProblem(['name', 'name'])).toMatch(/Two fields are named "name"/)
    expect(builtFieldNamesProblem(['website'])).toMatch(/spam check/)
    expect(builtFieldNamesProblem(['source'])).toMatch(/spam check/)
    expect(builtFieldNamesProblem(['1st'])).toMatch(/starts with a letter/)
  })
})
