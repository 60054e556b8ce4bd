import { Section } from '@/components/content/Section'
import type { TestimonialsBlock as TestimonialsBlockData } from '@/payload-types'

export function TestimonialsBlock({ heading, quotes }: TestimonialsBlockData) {
  return (
    <Section heading={heading} tone="muted">
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {(quotes ?? []).map((quote, index) => (
          <figure
            key={quote.id ?? index}
            className="rounded-xl border border-slate-200 bg-white p-6"
          >
            <blockquote className="text-lg text-slate-800">“{quote.quote}”</blockquote>
            <figcaption className="mt-4 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{quote.name}</span>
              {quote.role ? `, ${quote.role}` : null}
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  )
}
