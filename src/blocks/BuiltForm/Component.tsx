import { RichText } from '@payloadcms/richtext-lexical/react'
import type { BuiltFormBlockType } from '@/payload-types'
import { Section } from '@/components/content/Section'
import { BuiltFormLoader } from '@/forms/BuiltFormLoader.client'
import type { BuiltItem } from '@/forms/BuiltForm.client'
import { builtInputs } from '@/forms/builtForms'
import { getBuiltForm } from '@/data/content'
import { builtFieldKinds } from '@/lib/forms/built/inputs'
import { builtFormWords } from '@/lib/forms/words'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { richTextConverters } from '../RichText/converters'

/**
 * A form a marketer built, in the page's language (Spanish falls back to English word by word).
 * Only what visitors see reaches the browser: the fields, the messages and the confirmation,
 * drawn here; never the form's recipients. A closed form says so instead; a deleted one shows nothing.
 */
export async function BuiltFormBlock({ form, heading, intro }: BuiltFormBlockType) {
  const locale = getRequestLocale()
  const built = await getBuiltForm(typeof form === 'object' ? form.id : form, locale)
  if (!built) return null
  const inputs = builtInputs(built)
  const words = builtFormWords(locale, builtFieldKinds(inputs))
  if (built.closed) {
    return (
      <Section heading={heading ?? built.title} intro={intro}>
        <p
          role="status"
          className="mt-8 max-w-3xl rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6 text-slate-800"
        >
          {words.builtForm.closed}
        </p>
      </Section>
    )
  }
  let next = 0
  const items: BuiltItem[] = (built.fields ?? []).map((field, index) =>
    field.blockType === 'message'
      ? {
          key: field.id ?? `message-${index}`,
          message: field.message ? (
            <RichText data={field.message} converters={richTextConverters} />
          ) : null,
        }
      : { input: inputs[next++] },
  )
  return (
    <Section heading={heading} intro={intro}>
      <div className="mt-8 max-w-3xl">
        <BuiltFormLoader
          name={built.name}
          title={heading || built.title}
          items={items}
          submitLabel={built.submitButtonLabel || words.builtForm.submit}
          confirmation={
            <RichText data={built.confirmationMessage} converters={richTextConverters} />
          }
          words={words}
        />
      </div>
    </Section>
  )
}
