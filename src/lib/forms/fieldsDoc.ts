import { FORMS, FORM_NAMES } from './definitions'
import { formMessages } from './messages'

export const FORM_FIELDS_START =
  '<!-- form fields: generated from src/lib/forms/definitions; rewrite with `npm run generate -- fields` -->'
export const FORM_FIELDS_END = '<!-- end of form fields -->'

/** The code-defined forms' fields as docs/leads-and-privacy.md lists them: each form's, in its order. */
export function formFieldsMarkdown(): string {
  const en = formMessages('en')
  const rows = FORM_NAMES.flatMap((form) =>
    Object.entries(FORMS[form].fields).map(([name, field]) => {
      const label = 'input' in field && field.input ? field.input.label(en) : '—'
      const column = field.kind === 'page' ? '— (consent record)' : `\`${field.stored ?? name}\``
      const required = 'required' in field && field.required ? 'yes' : ''
      return `| \`${form}\` | \`${name}\` | ${field.kind} | ${required} | ${label} | ${column} |`
    }),
  )
  return [
    FORM_FIELDS_START,
    '',
    '| Form | Field | Kind | Required | Label (English) | Column |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    FORM_FIELDS_END,
  ].join('\n')
}

/** A document with its list of form fields rewritten between the markers. */
export function withFormFields(doc: string): string {
  const start = doc.indexOf(FORM_FIELDS_START)
  const end = doc.indexOf(FORM_FIELDS_END)
  if (start < 0 || end < 0) throw new Error('the form fields markers are missing')
  return doc.slice(0, start) + formFieldsMarkdown() + doc.slice(end + FORM_FIELDS_END.length)
}
