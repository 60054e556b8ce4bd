import { Section } from '@/components/content/Section'
import { getSiteSettings } from '@/data/content'
import type { StatsBlock as StatsBlockData } from '@/payload-types'

/** Figures: this block's own, or the headline figures kept once in Site settings. */
export async function StatsBlock({ heading, useSiteFigures, items }: StatsBlockData) {
  const figures = useSiteFigures ? ((await getSiteSettings()).figures ?? []) : (items ?? [])
  return (
    <Section heading={heading}>
      <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
        {figures.map((figure, index) => (
          <div
            key={figure.id ?? index}
            className="flex flex-col-reverse rounded-xl border border-slate-200 p-6 text-center"
          >
            <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
            <dd className="text-3xl font-bold text-brand-700">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
