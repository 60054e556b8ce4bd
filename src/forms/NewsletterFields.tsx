import type { ComponentPropsWithRef, ReactNode } from 'react'
import { FieldError } from './fields/FieldError'
import { Honeypot } from './fields/Honeypot'
import type { FormMessages } from './messages/en'

/** The words the newsletter form shows. */
export type NewsletterWords = FormMessages['newsletter'] & { busy: string }

export const newsletterWords = (messages: FormMessages): NewsletterWords => ({ ...messages.newsletter, busy: messages.busy.newsletter })

type Props = {
  idPrefix: string
  words: NewsletterWords
  tone: 'light' | 'dark'
  /** The email input's wiring: react-hook-form's `register`. */
  email: ComponentPropsWithRef<'input'>
  error?: string
  busy?: boolean
  onSubmit?: ComponentPropsWithRef<'form'>['onSubmit']
  children?: ReactNode
}

/** The newsletter form's markup (NewsletterForm gives it its behaviour). */
export function NewsletterFields({ idPrefix, words, tone, email, error, busy = false, onSubmit }: Props) {
  const emailId = `${idPrefix}-email`
  const errorId = `${emailId}-error`
  const dark = tone === 'dark'
  return (
    <form onSubmit={onSubmit} noValidate aria-label={words.formLabel} className="relative">
      <label htmlFor={emailId} className={`block text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
        {words.email}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          placeholder={words.placeholder}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-500 ${
            dark ? 'border-slate-700 bg-slate-900 text-white placeholder:text-slate-500' : 'border-slate-300 bg-white text-slate-900'
          }`}
          {...email}
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={busy ? words.subscribing : undefined}
          className="min-w-24 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? words.busy : words.subscribe}
        </button>
      </div>
      <div className={dark ? '[&_p]:text-red-300' : undefined}>
        <FieldError id={errorId} message={error} />
      </div>
      <Honeypot />
    </form>
  )
}
