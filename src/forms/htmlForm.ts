import { headers } from 'next/headers'
import type * as z from '@/lib/forms/zod'
import { clientIp, submitForm, type FormDoor, type Resubmission } from './submitForm'
import type { FieldKinds } from './fieldKinds'
import { stateLocale, type FormState, type SentValues } from './formState'
import { SOURCE_FIELD } from '@/lib/leadSource/names'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { sentFrom } from '@/lib/leadSource/request'
import { IDEMPOTENCY_FIELD, isWellFormedKey } from '@/lib/idempotency/key'

/** React's and Next's own fields in a server action's form data (`$ACTION_ID_…`, `$ACTION_KEY`). */
const isFrameworkField = (name: string) => name.startsWith('$ACTION')

/** What the visitor sent, by field: text, or the list of values a repeated name carries. */
export function sentValues(data: FormData, kinds: FieldKinds): SentValues {
  const values: SentValues = {}
  for (const name of new Set(data.keys())) {
    if (isFrameworkField(name)) continue
    const texts = data.getAll(name).filter((value): value is string => typeof value === 'string')
    values[name] = kinds.lists?.includes(name) ? texts : (texts[0] ?? '')
  }
  return values
}

/** The source a script put in the form as JSON (the newsletter's), or nothing. */
function sentSource(value: SentValues[string] | undefined): unknown {
  if (typeof value !== 'string' || value === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** The submission as the JSON API would have received it, for the same schema. */
export function jsonBody(values: SentValues, kinds: FieldKinds): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values }
  if (SOURCE_FIELD in values) body[SOURCE_FIELD] = sentSource(values[SOURCE_FIELD])
  for (const name of kinds.numbers ?? []) {
    const text = typeof values[name] === 'string' ? values[name].trim() : ''
    body[name] = text === '' ? undefined : Number(text)
  }
  for (const name of kinds.lists ?? []) body[name] = values[name] ?? []
  for (const name of kinds.flags ?? []) body[name] = name in values
  return body
}

/**
 * A form's server action: the HTML form's POST (JavaScript or not) through the same door as
 * `/api/forms/*` (`submitForm`), from the address the server entry put in `x-forwarded-for`.
 * Without scripts, the source is what the request's `Referer` tells, and a second press is
 * recognised by the submission's fingerprint, as the key the script puts in the form does.
 */
export async function submitHtmlForm<Schema extends z.ZodMiniType, Result>(
  door: FormDoor<Schema, Result> & { kinds: FieldKinds },
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  return answerHtmlForm(door, previous, data, await headers())
}

/** The form state an HTML form's POST gets, from its form data and its request's headers. */
export async function answerHtmlForm<Schema extends z.ZodMiniType, Result>(
  door: FormDoor<Schema, Result> & { kinds: FieldKinds },
  previous: FormState,
  data: FormData,
  requestHeaders: Pick<Headers, 'get'>,
): Promise<FormState> {
  const { kinds } = door
  const locale = stateLocale(previous)
  const { [IDEMPOTENCY_FIELD]: sentKey, ...values } = sentValues(data, kinds)
  const resubmission: Resubmission = isWellFormedKey(sentKey)
    ? { key: sentKey }
    : { fingerprint: true }
  const outcome = await submitForm(
    jsonBody(values, kinds),
    {
      ip: clientIp({ headers: requestHeaders }),
      locale,
      from: sentFrom(requestHeaders),
      resubmission,
    },
    door,
  )
  if (outcome.kind === 'accepted') {
    const caseId = typeof outcome.result === 'string' ? outcome.result : undefined
    return { locale, status: 'sent', values: {}, errors: {}, ...(caseId ? { caseId } : {}) }
  }
  const { [HONEYPOT_FIELD]: _honeypot, [SOURCE_FIELD]: _source, ...kept } = values
  return {
    locale,
    status: outcome.kind === 'invalid' ? 'invalid' : 'failed',
    values: kept,
    errors: outcome.errors,
  }
}
