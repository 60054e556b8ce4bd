'use client'

import {
  type BaseSyntheticEvent,
  type CSSProperties,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react'
import type { FieldValues, UseFormRegister } from 'react-hook-form'
import { sendBuiltForm } from './actions'
import { CheckboxField } from './fields/CheckboxField'
import { FieldDefaults } from './fields/FieldDefaults'
import { DraftNotice } from './fields/DraftNotice'
import { FormNotice } from './fields/FormNotice'
import { Honeypot, honeypotValue } from './fields/Honeypot'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { FormWordsContext } from './FormWords'
import { OutboxSent, OutboxWaiting } from './fields/OutboxNotice'
import { formRequest, postForm, postResult } from './postForm'
import type { FieldErrors } from './submitForm'
import { showServerErrors } from './serverErrors'
import { showToast } from './toasts'
import { useFormSetup } from './useFormSetup'
import { useOutbox } from './useOutbox'
import { DRAFT_AFTER_FIELDS } from './draftStore'
import { announceLead } from '@/lib/analytics/leadEvent'
import { optionsOf, type BuiltInput } from '@/lib/forms/built/inputs'
import type { BuiltFormWords } from '@/lib/forms/words'

/** What a built form shows, in order: an input, or a message the server drew. */
export type BuiltItem = { input: BuiltInput } | { message: ReactNode; key: string }

type Props = {
  name: string
  title: string
  items: BuiltItem[]
  submitLabel: string
  /** The form's confirmation, drawn by the server, shown in place of the form once it is sent. */
  confirmation: ReactNode
  words: BuiltFormWords
}

const blankOf = (input: BuiltInput): unknown => {
  if (input.kind === 'checkbox') return input.defaultValue === true
  if (input.defaultValue === undefined) return ''
  return String(input.defaultValue)
}

// A field narrower than the row shares it from the small breakpoint up; alone on a phone.
const widthStyle = (input: BuiltInput): CSSProperties | undefined =>
  input.width && input.width < 100
    ? ({ '--field-width': `calc(${input.width}% - 1.25rem)` } as CSSProperties)
    : undefined

function Input({
  input,
  id,
  error,
  register,
  words,
}: {
  input: BuiltInput
  id: string
  error?: string
  register: UseFormRegister<FieldValues>
  words: BuiltFormWords
}) {
  const common = { id, label: input.label, required: input.required, error }
  switch (input.kind) {
    case 'text':
      return <TextField {...common} optional={!input.required} {...register(input.name)} />
    case 'email':
      return (
        <TextField
          {...common}
          optional={!input.required}
          type="email"
          autoComplete="email"
          {...register(input.name)}
        />
      )
    case 'textarea':
      return (
        <TextareaField {...common} optional={!input.required} rows={5} {...register(input.name)} />
      )
    case 'number':
      return (
        <TextField
          {...common}
          optional={!input.required}
          type="number"
          inputMode="decimal"
          step="any"
          {...register(input.name, {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? undefined : Number(value),
          })}
        />
      )
    case 'select':
    case 'country':
      return (
        <SelectField
          {...common}
          placeholder={input.placeholder ?? words.builtForm.choose}
          options={optionsOf(input)}
          {...register(input.name)}
        />
      )
    case 'checkbox':
      return <CheckboxField {...common} {...register(input.name)} />
  }
}

/**
 * A form a marketer built: an HTML form posting to its server action, so it works before and
 * without JavaScript. Once its code runs, react-hook-form checks it with the schema the server
 * uses (made from the same fields) and sends it as JSON to /api/forms/<name>.
 */
export function BuiltForm({ name, title, items, submitLabel, confirmation, words }: Props) {
  const id = useId()
  const inputs = useMemo(
    () => items.flatMap((item) => ('input' in item ? [item.input] : [])),
    [items],
  )
  const [sentByScript, setSentByScript] = useState(false)
  const blank = useMemo(
    () => Object.fromEntries(inputs.map((input) => [input.name, blankOf(input)])),
    [inputs],
  )
  const setup = useFormSetup({
    send: sendBuiltForm,
    name,
    locale: words.locale,
    blank,
    kinds: words.kinds,
    loadChecks: () =>
      import('./builtFormResolver').then((module) =>
        module.builtFormResolver(inputs, words.locale),
      ),
    draft: { name: `built:${name}`, kept: inputs.length > DRAFT_AFTER_FIELDS },
  })
  const { checks, state, formAction, submissionKey, defaults, sent, draft } = setup
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = setup.form

  const accepted = () => {
    submissionKey.renew()
    draft.discard()
    announceLead(`built:${name}`)
    setSentByScript(true)
  }
  const failed = async (fieldErrors: FieldErrors) => {
    showServerErrors(setError, fieldErrors)
    await showToast('error', words.toasts.failure.title, words.toasts.failure.description)
  }
  const outbox = useOutbox({
    form: name,
    locale: words.locale,
    draftName: `built:${name}`,
    draft,
    onAccepted: accepted,
    onRefused: (refusal) => {
      const result = postResult(refusal)
      void failed(!result.ok && !result.waiting ? result.errors : {})
    },
  })

  const onSubmit = async (data: FieldValues, event?: BaseSyntheticEvent) => {
    const key = submissionKey.forAnswers(data)
    const request = formRequest(name, data, honeypotValue(event), words.locale, key)
    const result = await postForm(request, outbox.send)
    if (result.ok) return accepted()
    if (!result.waiting) await failed(result.errors)
  }

  if (sent || sentByScript) {
    return (
      <div
        role="status"
        className="prose-content rounded-xl border border-green-200 bg-green-50 p-6 text-green-950"
      >
        {confirmation}
      </div>
    )
  }
  if (outbox.waiting) {
    return (
      <OutboxWaiting
        outbox={outbox}
        words={words.outbox}
        what="form"
        busyLabel={words.busy.submitting}
      />
    )
  }
  const message = (field: string) => {
    const text = errors[field]?.message
    return typeof text === 'string' ? text : undefined
  }
  return (
    <FormWordsContext value={words}>
      <FieldDefaults value={{ values: defaults, errors: state.errors }}>
        <form
          action={formAction}
          onSubmit={handleSubmit(onSubmit)}
          {...checks.reachedFor}
          noValidate
          aria-label={title}
          className="relative space-y-5"
        >
          <FormNotice state={state} failure={words.toasts.failure.description} />
          <OutboxSent outbox={outbox} words={words.outbox} what="form" />
          <DraftNotice draft={draft} words={words.draft} shows="restored" />
          <div className="flex flex-wrap gap-5">
            {items.map((item) =>
              'input' in item ? (
                <div
                  key={item.input.name}
                  style={widthStyle(item.input)}
                  className={
                    item.input.width && item.input.width < 100
                      ? 'w-full sm:w-(--field-width)'
                      : 'w-full'
                  }
                >
                  <Input
                    input={item.input}
                    id={`${id}-${item.input.name}`}
                    error={message(item.input.name)}
                    register={register}
                    words={words}
                  />
                </div>
              ) : (
                <div key={item.key} className="prose-content w-full text-slate-800">
                  {item.message}
                </div>
              ),
            )}
          </div>
          <Honeypot />
          <DraftNotice draft={draft} words={words.draft} shows="saved" />
          <SubmitButton
            busy={isSubmitting}
            busyLabel={words.busy.submitting}
            className="w-full sm:w-auto"
          >
            {submitLabel}
          </SubmitButton>
        </form>
      </FieldDefaults>
    </FormWordsContext>
  )
}
