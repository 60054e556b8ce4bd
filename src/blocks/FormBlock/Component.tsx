import { formComponents } from '@/forms/registry'
import { Section } from '@/components/content/Section'
import { getSiteSettings } from '@/lib/content'
import type { FormBlockType } from '@/payload-types'

/**
 * Places a named form. Until that form's component is registered, an honest notice with the
 * contact inbox takes its place: never a form that goes nowhere.
 */
export async function FormBlock({ form, heading, intro }: FormBlockType) {
  const Form = formComponents[form]
  if (Form) {
    return (
      <Section heading={heading} intro={intro}>
        <div className="mt-8 max-w-3xl">
          <Form />
        </div>
      </Section>
    )
  }
  const settings = await getSiteSettings()
  const inbox = settings.inboxes.contact
  return (
    <Section heading={heading} intro={intro}>
      <p role="status" className="mt-8 max-w-3xl rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6 text-slate-800">
        This form is coming soon. Email us at{' '}
        <a href={`mailto:${inbox}`} className="font-semibold text-brand-700 underline">
          {inbox}
        </a>
        .
      </p>
    </Section>
  )
}
