import { FormByName } from '@/forms/FormByName.client'
import { FORM_NAMES, type FormName } from '@/lib/forms/formNames'
import { NewsletterForm } from '@/forms/NewsletterForm.client'
import { newsletterWords } from '@/lib/forms/newsletterWords'
import { formWords } from '@/lib/forms/words'
import { Section } from '@/components/content/Section'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/lib/i18n/requestLocale'
import type { FormBlockType } from '@/payload-types'

const isFormName = (name: string): name is FormName => (FORM_NAMES as readonly string[]).includes(name)

/** The newsletter is the footer's small form; the others are each a chunk of their own. */
function NamedForm({ form }: { form: FormName }) {
  const locale = getRequestLocale()
  if (form === 'newsletter') return <NewsletterForm words={newsletterWords(locale)} />
  return <FormByName form={form} words={formWords(form, locale)} />
}

/**
 * Places a named form. A name this build has no form for (a stored value from a newer or older
 * schema) gets an honest notice with a link to the contact page: never a form that goes nowhere.
 */
export async function FormBlock({ form, heading, intro }: FormBlockType) {
  if (isFormName(form)) {
    return (
      <Section heading={heading} intro={intro}>
        <div className="mt-8 max-w-3xl">
          <NamedForm form={form} />
        </div>
      </Section>
    )
  }
  const messages = contentMessages().form
  return (
    <Section heading={heading} intro={intro}>
      <p role="status" className="mt-8 max-w-3xl rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6 text-slate-800">
        {messages.comingSoon}{' '}
        <a href={localizePath('/contact', getRequestLocale())} className="font-semibold text-brand-700 underline">
          {messages.contactPage}
        </a>
        .
      </p>
    </Section>
  )
}
