'use client'

import { type BaseSyntheticEvent, type ReactNode, useId, useMemo, useState } from 'react'
import {
  useWatch,
  type FieldErrors as FormErrors,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form'
import { sendForm } from './actions'
import { CheckboxField } from './fields/CheckboxField'
import { CheckboxGroupField } from './fields/CheckboxGroupField'
import { DraftNotice } from './fields/DraftNotice'
import { FieldDefaults } from './fields/FieldDefaults'
import { FieldError } from './fields/FieldError'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import { OutboxSent, OutboxWaiting } from './fields/OutboxNotice'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { FormWordsContext } from './FormWords'
import { RequestReceived } from './RequestReceived.client'
import { usePublicForm } from './submitPublicForm'
import { ThankYou } from './ThankYou.client'
import { showToast } from './toasts'
import { useFormSetup } from './useFormSetup'
import { useHydrated } from './useHydrated'
import { drawnFields, type DrawnField, type DrawnItem } from '@/lib/forms/drawn'
import type { DrawnFormWords } from '@/lib/forms/words'

type Props = {
  words: DrawnFormWords
  /** What the server drew to show under the thank-you (the demo form's WhatsApp lines). */
  thankYouExtra?: ReactNode
  /** Values the page chose, sent in hidden fields (the document a request is for). */
  given?: Record<string, number>
}

/** A field's value before anything is typed: a number box's is "not a number" unless it has a fallback. */
function blankOf(field: DrawnField, given: Record<string, number>): unknown {
  if (field.control === 'given') return given[field.name]
  if (field.control === 'checkboxes') return []
  if (field.control === 'checkbox') return false
  if (field.type === 'number') return field.fallback ?? Number.NaN
  return ''
}

// One object for every form the page gives nothing: the first values hang on its identity, and a
// new one each render would restore the draft and reset the form on every render.
const NOTHING_GIVEN: Record<string, number> = {}

const GRID = { 2: 'grid gap-5 sm:grid-cols-2', 3: 'grid gap-5 sm:grid-cols-3' } as const

/**
 * A form drawn from its definition (src/lib/forms/definitions, drawn in the page's language by
 * src/lib/forms/drawForm.ts): editing → submitting → its answer (a thank-you, a receipt, or the
 * form cleared), or back with a toast. An HTML form posting to its server action; once its code
 * runs, react-hook-form checks it with the schema the server uses and sends it as JSON instead,
 * through the outbox, with a draft kept on the device as the visitor types.
 */
export function DefinedForm({ words: t, thankYouExtra, given = NOTHING_GIVEN }: Props) {
  const form = t.drawn
  const id = useId()
  const fields = useMemo(() => drawnFields(form.items), [form.items])
  const blank = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, blankOf(field, given)])),
    [fields, given],
  )
  const hydrated = useHydrated()
  const [submitted, setSubmitted] = useState(false)
  const setup = useFormSetup({
    send: sendForm,
    name: form.name,
    locale: t.locale,
    blank,
    kinds: t.kinds,
    given,
    loadChecks: () =>
      import('./publicFormResolvers').then((module) => module.resolverFor(form.name, t.locale)),
    draft: { name: form.name, kept: true },
  })
  const { checks, state, formAction, submissionKey, defaults, sent, draft } = setup
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = setup.form
  const needed = useWatch({
    control,
    name: form.sendNeeds?.field ?? fields[0].name,
    disabled: !form.sendNeeds,
  })
  const hasNeeded = !form.sendNeeds || (Array.isArray(needed) ? needed.length > 0 : Boolean(needed))

  const cleared = form.after === 'cleared'
  const { outbox, submit } = usePublicForm(form.name, {
    success: form.success,
    failure: t.toasts.failure,
    setError,
    onSuccess: () => {
      draft.discard()
      if (cleared) reset(blank)
      else setSubmitted(true)
    },
    locale: t.locale,
    submissionKey,
    draft,
  })
  const onSubmit = (data: FieldValues, event?: BaseSyntheticEvent) => submit(data, event)
  const choices = fields.filter((field) => field.control === 'select').map((field) => field.name)
  const onInvalid = (invalid: FormErrors<FieldValues>) => {
    const toast = form.missingChoice
    if (toast && choices.some((name) => invalid[name]))
      void showToast('error', toast.title, toast.description)
  }

  if (form.after !== 'cleared' && (submitted || sent)) {
    if ('received' in form.after)
      return <RequestReceived heading={t.thankYou.heading} text={form.after.received} />
    return (
      <ThankYou heading={t.thankYou.heading} extra={thankYouExtra}>
        {form.after.thankYou}
      </ThankYou>
    )
  }
  if (outbox.waiting) {
    return (
      <OutboxWaiting outbox={outbox} words={t.outbox} what="form" busyLabel={form.outboxBusy} />
    )
  }

  const message = (name: string) => {
    const text = errors[name]?.message
    return typeof text === 'string' ? text : undefined
  }
  const draw = (field: DrawnField) => (
    <Field
      key={field.name}
      field={field}
      id={`${id}-${field.name}`}
      error={message(field.name)}
      register={register}
      given={given}
      serverError={state.errors[field.name]}
    />
  )
  const drawItem = (item: DrawnItem, index: number): ReactNode => {
    if ('field' in item) return draw(item.field)
    if ('row' in item) {
      return (
        <div key={index} className={GRID[item.columns]}>
          {item.row.map(draw)}
        </div>
      )
    }
    if ('group' in item) {
      return (
        <div key={index} className="space-y-5">
          {item.group.map(draw)}
        </div>
      )
    }
    if ('gap' in item) return <div key={index} className="hidden sm:block" />
    return (
      <fieldset key={index} className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">{item.section}</legend>
        {item.items.map(drawItem)}
      </fieldset>
    )
  }
  const button = (
    <SubmitButton
      busy={isSubmitting}
      busyLabel={form.busy}
      disabled={form.sendNeeds ? hydrated && !hasNeeded : undefined}
      className="w-full sm:w-auto"
    >
      {form.submit}
    </SubmitButton>
  )
  return (
    <FormWordsContext value={t}>
      <FieldDefaults value={{ values: defaults, errors: state.errors }}>
        <form
          action={formAction}
          onSubmit={handleSubmit(onSubmit, onInvalid)}
          {...checks.reachedFor}
          noValidate
          aria-label={form.label}
          className={form.roomy ? 'relative space-y-8' : 'relative space-y-5'}
        >
          <FormNotice
            state={state}
            success={cleared ? form.success : undefined}
            failure={t.toasts.failure.description}
          />
          <OutboxSent outbox={outbox} words={t.outbox} what="form" />
          <DraftNotice draft={draft} words={t.draft} shows="restored" />
          {form.items.map(drawItem)}
          <Honeypot />
          <DraftNotice draft={draft} words={t.draft} shows="saved" />
          {form.sendNeeds ? (
            <div className="space-y-2">
              {button}
              {hasNeeded ? null : <p className="text-sm text-slate-600">{form.sendNeeds.note}</p>}
            </div>
          ) : (
            button
          )}
        </form>
      </FieldDefaults>
    </FormWordsContext>
  )
}

type FieldProps = {
  field: DrawnField
  id: string
  error?: string
  register: UseFormRegister<FieldValues>
  given: Record<string, number>
  /** The server's message for a hidden field, which has no control to show it beside. */
  serverError?: string
}

/** One field, as its definition draws it. */
function Field({ field, id, error, register, given, serverError }: FieldProps) {
  const { name, label, required, hint } = field
  switch (field.control) {
    case 'given':
      return (
        <>
          <input type="hidden" name={name} value={given[name]} />
          <FieldError id={id} message={error ?? serverError} />
        </>
      )
    case 'select':
      return (
        <SelectField
          id={id}
          label={label}
          placeholder={field.placeholder ?? ''}
          options={field.options ?? []}
          required={required}
          error={error}
          {...register(name)}
        />
      )
    case 'checkboxes':
      return (
        <CheckboxGroupField
          id={id}
          legend={label}
          description={hint}
          options={field.options ?? []}
          required={required || undefined}
          registration={register(name)}
          error={error}
        />
      )
    case 'checkbox':
      return (
        <CheckboxField
          id={id}
          label={label}
          required={required}
          error={error}
          {...register(name)}
        />
      )
    case 'textarea':
      return (
        <TextareaField
          id={id}
          label={label}
          hint={hint}
          optional={!required || undefined}
          required={required || undefined}
          rows={field.rows}
          error={error}
          {...register(name)}
        />
      )
    case 'input': {
      const number = field.type === 'number'
      return (
        <TextField
          id={id}
          label={label}
          type={field.type}
          inputMode={number ? 'numeric' : undefined}
          min={number ? 1 : undefined}
          optional={!required || undefined}
          required={required || undefined}
          autoComplete={field.autoComplete}
          error={error}
          {...register(name, number ? { valueAsNumber: true } : undefined)}
        />
      )
    }
  }
}
