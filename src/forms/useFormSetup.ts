import { useActionState, useMemo } from 'react'
import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { boundAction } from './boundAction'
import { formDefaults, type FieldKinds } from './fieldKinds'
import { initialFormState, type FormState } from './formState'
import { useLazyChecks } from './lazyChecks'
import { useFormDraft } from './useFormDraft'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
import type { Locale } from '@/lib/i18n/locales'

type Options<Name> = {
  /** The form's server action, which the no-script form posts to, and the name bound to it. */
  send: (name: Name, previous: FormState, data: FormData) => Promise<FormState>
  name: Name
  locale: Locale
  /** Each field's value before anything is typed. */
  blank: Record<string, unknown>
  kinds: FieldKinds
  /** Values the page chose, which neither a sent form nor a draft replaces. */
  given?: Record<string, number>
  /** The schema the server checks with, fetched when the visitor first reaches into the form. */
  loadChecks: () => Promise<Resolver<FieldValues>>
  /** Where the draft is kept on the device, and whether this form keeps one. */
  draft: { name: string; kept: boolean }
}

/**
 * What a form posting to its server action holds from its first render: the action's state, the
 * values it sent back (or the blanks), react-hook-form with the lazily fetched checks, the
 * submission key and the draft kept on the device while the visitor edits.
 */
export function useFormSetup<Name>(options: Options<Name>) {
  const { send, name, locale, blank, kinds, given, loadChecks } = options
  const checks = useLazyChecks(loadChecks)
  const [state, formAction] = useActionState(
    boundAction(send, name),
    initialFormState(locale),
    usePermalink(),
  )
  const submissionKey = useSubmissionKey()
  const defaults = useMemo(
    () => ({ ...formDefaults(blank, state.values, kinds), ...given }),
    [blank, state.values, kinds, given],
  )
  const form = useForm<FieldValues>({ resolver: checks.resolver, defaultValues: defaults })
  const sent = state.status === 'sent'
  const draft = useFormDraft({
    name: options.draft.name,
    locale,
    form: { watch: form.watch, reset: form.reset },
    first: defaults,
    active: options.draft.kept && state.status === 'editing',
    sent,
  })
  return { checks, state, formAction, submissionKey, defaults, form, sent, draft }
}
