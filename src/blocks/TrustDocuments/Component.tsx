import { Download, Lock } from 'lucide-react'
import { Section } from '@/components/content/Section'
import { formatLongDate } from '@/lib/dates'
import { fillIn } from '@/lib/i18n/fillIn'
import { LOCALE_INFO, languageName, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { DOCUMENT_CATEGORIES } from '@/lib/trust/categories'
import { documentAnchor, documentRequestPath } from '@/lib/trust/links'
import { getTrustDocuments, type TrustDocumentRow } from '@/data/trust/listing'
import type { TrustDocumentsBlock as TrustDocumentsBlockData } from '@/payload-types'
import { trustDocumentsMessages } from './messages'

/** A file's size as people read it: "245 kB", "1.2 MB". */
function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : [Math.max(1, Math.round(bytes / 1000)), 'kilobyte']
  return new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value)
}

const linkClass = 'inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold'

function DocumentLink({ doc, locale }: { doc: TrustDocumentRow; locale: Locale }) {
  const words = trustDocumentsMessages(locale)
  if (doc.accessLevel === 'on-request') {
    return (
      <a
        href={localizePath(documentRequestPath(doc.id), locale)}
        aria-label={fillIn(words.requestAccessName, { title: doc.title })}
        className={`${linkClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
      >
        <Lock aria-hidden="true" className="h-4 w-4" />
        {words.requestAccess}
      </a>
    )
  }
  if (!doc.download) return null
  return (
    <a
      href={doc.download.url}
      download
      className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      <span>
        {words.download}
        <span className="sr-only"> {doc.title}</span>{' '}
        {doc.download.size
          ? fillIn(words.downloadSize, { size: fileSize(doc.download.size, locale) })
          : '(PDF)'}
      </span>
    </a>
  )
}

/**
 * The trust centre's published documents by category, in the categories' usual order (only the
 * block's categories when it names some). A public document downloads at once; an on-request one
 * links to its request page, and nothing of its file is in the page.
 */
export async function TrustDocumentsBlock({ heading, intro, categories }: TrustDocumentsBlockData) {
  const locale = getRequestLocale()
  const words = trustDocumentsMessages(locale)
  // By title, and of two editions of one document, the page's language first.
  const documents = (await getTrustDocuments(locale)).toSorted(
    (a, b) =>
      a.title.localeCompare(b.title, LOCALE_INFO[locale].intl) ||
      Number(a.language !== locale) - Number(b.language !== locale),
  )
  const chosen = categories?.length
    ? DOCUMENT_CATEGORIES.filter((category) => categories.includes(category.value))
    : DOCUMENT_CATEGORIES
  const groups = chosen
    .map((category) => ({
      category: category.value,
      documents: documents.filter((doc) => doc.category === category.value),
    }))
    .filter((group) => group.documents.length > 0)
  // Under the block's heading the categories are h3; without one they are the page's next level.
  const CategoryHeading = heading ? 'h3' : 'h2'
  const DocumentHeading = heading ? 'h4' : 'h3'
  return (
    <Section heading={heading} intro={intro}>
      {groups.length ? (
        <div className="mt-8 space-y-10">
          {groups.map((group) => (
            <div key={group.category}>
              <CategoryHeading className="text-xl font-semibold text-slate-900">
                {words.categories[group.category]}
              </CategoryHeading>
              <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {group.documents.map((doc) => (
                  <li
                    key={doc.id}
                    id={documentAnchor(doc.id)}
                    className="flex scroll-mt-24 flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between"
                  >
                    <div className="max-w-3xl">
                      <DocumentHeading className="text-lg font-semibold text-slate-900">
                        {doc.title}
                      </DocumentHeading>
                      {doc.summary ? <p className="mt-1 text-slate-700">{doc.summary}</p> : null}
                      <p className="mt-2 text-sm text-slate-600">
                        {fillIn(words.details, {
                          language: languageName(doc.language, locale),
                          version: doc.version,
                          date: formatLongDate(doc.issuedOn, locale),
                        })}
                      </p>
                    </div>
                    <div className="shrink-0">
                      <DocumentLink doc={doc} locale={locale} />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-8 text-slate-700">{words.empty}</p>
      )}
    </Section>
  )
}
