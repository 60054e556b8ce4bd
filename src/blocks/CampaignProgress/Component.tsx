import { Section } from '@/components/content/Section'
import type { CampaignProgressBlock as CampaignProgressBlockData } from '@/payload-types'
import { LOCALE_INFO } from '@/lib/i18n/locales'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { campaignMessages } from './messages'

/** The Donafi sample campaign card: raised of goal, percent, contributors, days remaining. */
export function CampaignProgressBlock(block: CampaignProgressBlockData) {
  const percent = Math.min(100, Math.round((block.raised / block.goal) * 100))
  const locale = getRequestLocale()
  const text = campaignMessages(locale)
  const money = new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
    style: 'currency',
    currency: block.currency || 'USD',
    maximumFractionDigits: 0,
  })
  return (
    <Section heading={block.heading} intro={block.intro} tone="muted">
      <article
        aria-label={text.sample}
        className="mx-auto mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h3 className="text-xl font-semibold text-slate-900">{block.campaignTitle}</h3>
        <p className="mt-4 text-slate-800">
          <span className="text-3xl font-bold text-slate-900">{money.format(block.raised)}</span>{' '}
          {text.raisedOf} {money.format(block.goal)}
          {text.goal ? ` ${text.goal}` : null}
        </p>
        <div
          role="progressbar"
          aria-label={text.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-slate-700">{text.funded}</dt>
            <dd className="text-xl font-bold text-slate-900">{percent}%</dd>
          </div>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-slate-700">{text.contributors}</dt>
            <dd className="text-xl font-bold text-slate-900">{block.contributors}</dd>
          </div>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-slate-700">{text.daysRemaining}</dt>
            <dd className="text-xl font-bold text-slate-900">{block.daysRemaining}</dd>
          </div>
        </dl>
      </article>
    </Section>
  )
}
