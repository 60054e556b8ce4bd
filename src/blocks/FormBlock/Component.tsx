import type { ReactNode } from 'react'
import { FormByName } from '@/forms/FormByName.client'
import { PLACEABLE_FORM_NAMES, type PlaceableFormName } from '@/lib/forms/formNames'
import { DefinedOptInForm } from '@/forms/DefinedOptInForm.client'
import { drawOptInForm } from '@/lib/forms/drawForm'
import { formWords } from '@/lib/forms/words'
import { Section } from '@/components/content/Section'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import type { Locale } from '@/lib/i18n/locales'
import { getSiteSettings } from '@/data/content'
import { chatLines } from '@/lib/whatsapp/lines'
import { WhatsAppLines } from '@/components/whatsapp/WhatsAppLines'
import type { FormBlockType } from '@/payload-types'
import { formBlockMessages } from './messages'

const isFormName = (name: string): name is PlaceableFormName =>
  (PLACEABLE_FORM_NAMES as readonly string[]).includes(name)

/** What follows a demo request: "Chat on WhatsApp" for each line of Site settings, or null while there is none. */
async function whatsAppAfterDemo(place: string, locale: Locale): Promise<ReactNode> {
  const lines = chatLines((await getSiteSettings(locale)).whatsapp)
  if (!lines.length) return null
  return (
    <>
      <h3 className="text-lg font-semibold text-slate-900">
        {contentMessages(locale).whatsApp.afterDemo}
      </h3>
      <WhatsAppLines lines={lines} place={place} locale={locale} level={4} />
    </>
  )
}

/** The newsletter is the footer's small form; the others are each a chunk of their own. */
async function NamedForm({ form, blockId }: { form: PlaceableFormName; blockId: string }) {
  const locale = getRequestLocale()
  if (form === 'newsletter') return <DefinedOptInForm words={drawOptInForm(form, locale)} />
  // The thank-you is drawn in the browser, so the server hands it what it adds, drawn already.
  const thankYouExtra =
    form === 'demo' ? await whatsAppAfterDemo(`${blockId}:thank-you:${locale}`, locale) : null
  return <FormByName form={form} words={formWords(form, locale)} thankYouExtra={thankYouExtra} />
}

/**
 * Places a named form. A name this build has no form for (a stored value from a newer or older
 * schema) gets an honest notice with a link to the contact page: never a form that goes nowhere.
 */
export async function FormBlock({ id, form, heading, intro }: FormBlockType) {
  if (isFormName(form)) {
    return (
      <Section heading={heading} intro={intro}>
        <div className="mt-8 max-w-3xl">
          <NamedForm form={form} blockId={id ?? form} />
        </div>
      </Section>
    )
  }
  const messages = formBlockMessages(getRequestLocale())
  return (
    <Section heading={heading} intro={intro}>
      <p
        role="status"
        className="mt-8 max-w-3xl rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6 text-slate-800"
      >
        {messages.comingSoon}{' '}
        <a
          href={localizePath('/contact', getRequestLocale())}
          className="font-semibold text-brand-700 underline"
        >
          {messages.contactPage}
        </a>
        .
      </p>
    </Section>
  )
}
