import { describe, expect, it } from 'vitest'
import { builtLeadBody, builtLeadContact, leadEmail } from '@/lib/leads/leadBody'
import { contactProperties, noteBody } from '@/lib/leads/hubspot'
import type { FormSubmission } from '@/payload-types'

// A built form's stored submission, as form-submissions keeps it.
const submission: FormSubmission = {
  id: 7,
  form: 3,
  formName: 'ministry-roundtable',
  email: 'minister@education.example',
  submissionData: [
    { field: 'fullName', kind: 'text', label: 'Full name', value: 'Ada Byron Lovelace' },
    { field: 'workEmail', kind: 'email', label: 'Work email', value: 'minister@education.example' },
    { field: 'where', kind: 'country', label: 'Country', value: 'nigeria' },
    { field: 'seats', kind: 'number', label: 'Seats', value: '4' },
    { field: 'dinner', kind: 'checkbox', label: 'Staying for dinner', value: 'false' },
    { field: 'notes', kind: 'textarea', label: 'Notes', value: '' },
  ],
  language: 'es',
  status: 'new',
  source: { landingPage: '/es/gobiernos', utmSource: 'newsletter' },
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
}

describe("a built form's lead, as the sales tools receive it", () => {
  it('is typed by its form’s name, with its answers under their field names, typed again, empty ones left out', () => {
    const body = builtLeadBody(submission)
    expect(body).toMatchObject({
      id: 7,
      type: 'ministry-roundtable',
      language: 'es',
      createdAt: '2026-11-28T10:00:00.000Z',
    })
    expect(body.data).toEqual({
      fullName: 'Ada Byron Lovelace',
      workEmail: 'minister@education.example',
      where: 'nigeria',
      seats: 4,
      dinner: false,
    })
    expect(body.source).toMatchObject({
      landingPage: '/es/gobiernos',
      utm: { source: 'newsletter' },
    })
  })

  it('gives HubSpot the email, the name and the country whatever the fields are called', () => {
    const body = builtLeadBody(submission)
    const contact = builtLeadContact(submission)
    expect(leadEmail(body, contact)).toBe('minister@education.example')
    expect(contactProperties(body, 'minister@education.example', contact)).toEqual({
      email: 'minister@education.example',
      firstname: 'Ada',
      lastname: 'Byron Lovelace',
      country: 'nigeria',
      utm_source: 'newsletter',
    })
    expect(noteBody(body)).toContain(
      'Form &quot;ministry-roundtable&quot; on the website (es, #7).',
    )
  })
})
