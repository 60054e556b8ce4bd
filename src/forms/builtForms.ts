import type { Payload } from 'payload'
import type { Form } from '@/payload-types'
import { queueEmail } from '@/lib/email'
import { env } from '@/lib/env'
import { buildEmailHtml, escapeMultiline, oneLine } from '@/lib/html'
import {
  builtFieldKinds,
  rowDisplay,
  submittedRows,
  type BuiltInput,
  type SubmittedRow,
} from '@/lib/forms/built/inputs'
import { builtFormSchema } from '@/lib/forms/built/schema'
import { formMessages } from '@/lib/forms/messages'
import { BUILT_FORM_NAME } from '@/lib/forms/built/names'
import { getPayloadClient } from '@/data/payload'
import type { Locale } from '@/lib/i18n/locales'
import type { LeadSource } from '@/lib/leadSource/schema'
import { toStoredSource } from '@/lib/leadSource/stored'
import type { PublicDoor } from './publicForms'

/*
 * The forms marketers build, on the road of the code-defined ones: the same door (submitForm:
 * size, honeypot, rate limit, schema, source), a schema made from the form's own fields, a
 * submission stored with the labels it was sent with, deliveries to the sales tools (the
 * collection's hook), and a notification to staff addresses only.
 */

type FormField = NonNullable<Form['fields']>[number]
type InputBlock = Exclude<FormField, { blockType: 'message' }>

const isInput = (field: FormField): field is InputBlock => field.blockType !== 'message'

/** A stored form's inputs in the language it was read in (a label falls back to the field's name). */
export function builtInputs(form: Pick<Form, 'fields'>): BuiltInput[] {
  return (form.fields ?? []).filter(isInput).map((field) => ({
    kind: field.blockType,
    name: field.name,
    label: field.label?.trim() || field.name,
    required: Boolean(field.required),
    ...(field.blockType === 'select'
      ? {
          options: (field.options ?? []).map(({ value, label }) => ({
            value,
            label: label || value,
          })),
        }
      : {}),
    ...(field.blockType === 'select' && field.placeholder?.trim()
      ? { placeholder: field.placeholder.trim() }
      : {}),
    ...(field.width ? { width: field.width } : {}),
    ...('defaultValue' in field && field.defaultValue !== null && field.defaultValue !== undefined
      ? { defaultValue: field.defaultValue }
      : {}),
  }))
}

/** A built form by its name, in a language (Spanish falls back to English), or null. Staff-only fields included: the server's own read. */
export async function readBuiltForm(
  payload: Payload,
  name: string,
  locale: Locale,
): Promise<Form | null> {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { name: { equals: name } },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const cmsLink = (id: number) => `${env.serverUrl}/cms/collections/form-submissions/${id}`

/**
 * The staff addresses a form's notification goes to: the Site settings inboxes it chose and the
 * addresses staff typed, the Contact inbox when it chose none. Nothing the visitor sent is read.
 */
export async function builtFormRecipients(
  payload: Payload,
  form: Pick<Form, 'notifications'>,
): Promise<string[]> {
  const chosen = form.notifications?.inboxes ?? []
  const typed = (form.notifications?.addresses ?? []).map((address) => address.email)
  const inboxes = chosen.length || typed.length ? chosen : (['contact'] as const)
  const settings = inboxes.length
    ? await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { inboxes: true } })
    : null
  const fromInboxes = inboxes
    .map((inbox) => settings?.inboxes?.[inbox])
    .filter((address): address is string => Boolean(address))
  return [...new Set([...fromInboxes, ...typed].map((address) => address.trim().toLowerCase()))]
}

async function notifyStaff(
  payload: Payload,
  form: Form,
  rows: SubmittedRow[],
  inputs: BuiltInput[],
  submissionId: number,
) {
  const recipients = await builtFormRecipients(payload, form)
  if (!recipients.length) {
    payload.logger.error(
      `no inbox for the built form "${form.name}": a submission was stored but not emailed`,
    )
    return
  }
  const options = new Map(inputs.map((input) => [input.name, input.options]))
  const html = buildEmailHtml({
    heading: `New submission: ${form.title}`,
    rows: [
      { label: 'Form', value: form.name },
      ...rows.map((row) => ({
        label: row.label,
        value: rowDisplay({ ...row, options: options.get(row.field) }),
      })),
      { label: 'In the CMS', value: cmsLink(submissionId) },
    ],
  })
  for (const to of recipients)
    await queueEmail(payload, { to, subject: oneLine(`Form: ${form.title}`), html })
}

/** The visitor's confirmation, when the form asks for one: the marketer's subject and text, at the address the visitor gave. */
async function confirmToVisitor(payload: Payload, form: Form, email: string | null) {
  const confirmation = form.confirmationEmail
  if (!confirmation?.send || !email || !confirmation.subject) return
  const html = `<p>${escapeMultiline(confirmation.message ?? '')}</p>`
  await queueEmail(payload, { to: email, subject: oneLine(confirmation.subject), html })
}

/** Stores a submission of a built form, then queues staff's notification and the visitor's confirmation. */
function storeBuiltSubmission(form: Form, inputs: BuiltInput[]) {
  return async (
    payload: Payload,
    data: Record<string, unknown>,
    language: Locale,
    source: LeadSource,
  ) => {
    const rows = submittedRows(inputs, data)
    const emailField = inputs.find((input) => input.kind === 'email')
    const email =
      emailField && typeof data[emailField.name] === 'string' && data[emailField.name]
        ? String(data[emailField.name]).toLowerCase()
        : null
    const { id } = await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        formName: form.name,
        email,
        submissionData: rows,
        language,
        status: 'new',
        source: toStoredSource(source),
      },
      depth: 0,
      overrideAccess: true,
    })
    await notifyStaff(payload, form, rows, inputs, id)
    await confirmToVisitor(payload, form, email)
  }
}

/** A built form's door, read in the visitor's language: its fields' schema, how an HTML form sends them, and its store. */
export function builtFormDoor(form: Form): PublicDoor {
  const inputs = builtInputs(form)
  return {
    form: form.name,
    schema: (locale: Locale) => builtFormSchema(inputs, formMessages(locale).validation),
    kinds: builtFieldKinds(inputs),
    accept: storeBuiltSubmission(form, inputs) as PublicDoor['accept'],
  }
}

/** What a closed form answers, in the visitor's language. */
export const closedMessage = (locale: Locale) => formMessages(locale).builtForm.closed

/**
 * A built form a submission is sent to, read again in the visitor's language: its door, or why
 * there is none (no form by that name, or a form closed since the page was drawn). The JSON
 * route and the server action both ask here.
 */
export async function openBuiltForm(
  name: unknown,
  locale: Locale,
): Promise<{ door: PublicDoor } | { missing: true } | { closed: string }> {
  const form =
    typeof name === 'string' && BUILT_FORM_NAME.test(name)
      ? await readBuiltForm(await getPayloadClient(), name, locale)
      : null
  if (!form) return { missing: true }
  if (form.closed) return { closed: closedMessage(locale) }
  return { door: builtFormDoor(form) }
}
