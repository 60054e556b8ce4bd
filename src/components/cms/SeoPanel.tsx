'use client'
import { useFormFields } from '@payloadcms/ui'
import { cutDescription, DESCRIPTION_LIMIT, TITLE_LIMIT } from '@/lib/seo/text'

type Reading = { value: string; length: number; limit: number }

function reading(value: unknown, limit: number): Reading {
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
  return { value: text, length: text.length, limit }
}

function LengthLine({ name, reading: r }: { name: string; reading: Reading }) {
  const over = r.length > r.limit
  return (
    <p style={{ margin: '0 0 4px', color: over ? 'var(--theme-error-500)' : undefined }}>
      {name}: {r.length} / {r.limit} characters{over ? ' (search results cut the rest)' : ''}
    </p>
  )
}

/**
 * The SEO tab's helper: lengths against the limits the page head uses (src/lib/seo/text.ts),
 * the result as a search engine would show it, and what is missing for sharing.
 */
export function SeoPanel() {
  const fields = useFormFields(([state]) => ({
    metaTitle: state['meta.title']?.value,
    pageTitle: state.title?.value,
    description: state['meta.description']?.value,
    image: state['meta.image']?.value,
    path: state.path?.value ?? state.slug?.value,
  }))
  const title = reading(fields.metaTitle || fields.pageTitle, TITLE_LIMIT)
  const description = reading(fields.description, DESCRIPTION_LIMIT)
  const path = typeof fields.path === 'string' ? fields.path : ''
  const warnings = [
    ...(description.length === 0
      ? ['No description: search engines will pick text from the page (or the site default).']
      : []),
    ...(fields.image
      ? []
      : ['No Open Graph image: shared links show an image of the page’s title.']),
  ]
  return (
    <section
      aria-label="Search result preview"
      data-testid="seo-panel"
      style={{ marginBottom: 24 }}
    >
      <h4 style={{ margin: '0 0 8px' }}>Search result preview</h4>
      <div
        style={{
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          padding: 12,
          marginBottom: 12,
          maxWidth: 600,
        }}
      >
        <div style={{ fontSize: 12, color: 'var(--theme-elevation-600)' }}>
          {path === '/' || !path ? '/' : `/${path.replace(/^\//, '')}`}
        </div>
        <div style={{ fontSize: 18, color: '#1a0dab' }}>
          {title.length > TITLE_LIMIT
            ? `${title.value.slice(0, TITLE_LIMIT - 1)}…`
            : title.value || 'Untitled'}
        </div>
        <div style={{ fontSize: 13 }}>
          {cutDescription(description.value) || 'No description yet.'}
        </div>
      </div>
      <LengthLine name="Title" reading={title} />
      <LengthLine name="Description" reading={description} />
      {warnings.map((warning) => (
        <p
          key={warning}
          role="alert"
          style={{ margin: '4px 0', color: 'var(--theme-warning-500, #b45309)' }}
        >
          {warning}
        </p>
      ))}
    </section>
  )
}
