import { Section } from '@/components/content/Section'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { fillIn } from '@/lib/i18n/fillIn'
import type { StepsBlock as StepsBlockData } from '@/payload-types'
import { stepsMessages } from './messages'

/** Numbered phases, e.g. the four consultancy phases. */
export function StepsBlock({ heading, intro, steps }: StepsBlockData) {
  const { step: stepLabel } = stepsMessages(getRequestLocale())
  return (
    <Section heading={heading} intro={intro}>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {(steps ?? []).map((step, index) => (
          <li key={step.id ?? index} className="rounded-xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">{fillIn(stepLabel, { number: index + 1 })}</span>
              {step.title}
            </h3>
            {step.text ? <p className="mt-2 text-slate-700">{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}
