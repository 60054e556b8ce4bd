import { getRequestLocale } from '@/data/i18n/requestLocale'

// schema.org types that are creative works, so they carry the language they are written in.
const CREATIVE_WORKS = new Set(['Article', 'BlogPosting', 'FAQPage', 'WebPage', 'WebSite'])

/** Structured data for search engines; `<` is escaped so text cannot close the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const withLanguage = CREATIVE_WORKS.has(String(data['@type']))
    ? { inLanguage: getRequestLocale(), ...data }
    : data
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(withLanguage).replace(/</g, '\\u003c') }}
    />
  )
}
