import { Check, Minus } from 'lucide-react'
import { CmsLinks } from '@/components/content/CmsLink'
import { Tabs } from '@/components/ui/tabs.client'
import { getPricingTiers, getSiteSettings } from '@/data/content'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { cn } from '@/lib/cn'
import { fillIn } from '@/lib/i18n/fillIn'
import type {
  PricingTableBlock as PricingTableBlockData,
  PricingTier,
  SiteSetting,
} from '@/payload-types'
import { buildComparison, formatPrice } from './comparison'
import { pricingMessages } from './messages'

type Tab = NonNullable<PricingTableBlockData['tabs']>[number]

function TierCards({
  tiers,
  tab,
  settings,
}: {
  tiers: PricingTier[]
  tab: Tab
  settings: SiteSetting
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {tiers.map((tier, index) => (
        <li
          key={tier.id}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-8',
            tier.recommended
              ? 'border-brand-700 shadow-lg ring-2 ring-brand-700'
              : 'border-slate-200',
          )}
        >
          {tier.recommended ? (
            <p className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
              {pricingMessages(getRequestLocale()).recommended}
            </p>
          ) : null}
          <h3 className="text-xl font-semibold text-slate-900">{tier.name}</h3>
          {tier.description ? <p className="mt-2 text-slate-700">{tier.description}</p> : null}
          <p className="mt-6">
            <span className="text-4xl font-bold text-slate-900">{formatPrice(tier.price)}</span>{' '}
            <span className="text-slate-700">{tier.priceUnit}</span>
          </p>
          {index > 0 ? (
            <p className="mt-6 text-sm font-semibold text-slate-900">
              {fillIn(pricingMessages(getRequestLocale()).everythingIn, {
                tier: tiers[index - 1].name,
              })}
            </p>
          ) : null}
          <ul className={cn('mb-2 space-y-2', index > 0 ? 'mt-3' : 'mt-6')}>
            {(tier.features ?? []).map((feature) => (
              <li key={feature.id ?? feature.name} className="flex gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                {feature.name}
              </li>
            ))}
          </ul>
          <CmsLinks
            links={tab.tierLinks}
            settings={settings}
            className="mt-auto pt-8 [&>a]:w-full"
          />
        </li>
      ))}
    </ul>
  )
}

function ComparisonTable({ tiers, heading }: { tiers: PricingTier[]; heading: string }) {
  const rows = buildComparison(tiers)
  return (
    // On a phone the table scrolls sideways; a keyboard can scroll only what it can focus.
    <div role="region" aria-label={heading} tabIndex={0} className="mt-14 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left">
        <caption className="mb-4 text-left text-2xl font-bold text-slate-900">{heading}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-3 pr-4 font-semibold">
              {pricingMessages(getRequestLocale()).feature}
            </th>
            {tiers.map((tier) => (
              <th key={tier.id} scope="col" className="px-4 py-3 text-center font-semibold">
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-b border-slate-200">
              <th scope="row" className="py-3 pr-4 font-normal text-slate-800">
                {row.feature}
              </th>
              {row.included.map((included, index) => (
                <td key={tiers[index].id} className="px-4 py-3 text-center">
                  {included ? (
                    <Check
                      role="img"
                      aria-label={pricingMessages(getRequestLocale()).included}
                      className="mx-auto h-5 w-5 text-brand-700"
                    />
                  ) : (
                    <Minus
                      role="img"
                      aria-label={pricingMessages(getRequestLocale()).notIncluded}
                      className="mx-auto h-5 w-5 text-slate-400"
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function TitledList({
  heading,
  items,
}: {
  heading: string
  items: { id?: string | null; title: string; text?: string | null }[]
}) {
  if (!items.length) return null
  return (
    <div className="mt-14">
      <h3 className="text-2xl font-bold text-slate-900">{heading}</h3>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id ?? item.title} className="rounded-xl border border-slate-200 p-5">
            <p className="font-semibold text-slate-900">{item.title}</p>
            {item.text ? <p className="mt-1 text-slate-700">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

type Props = PricingTableBlockData & {
  /** In place of the published tiers: the live preview of a tier being edited. */
  tiers?: PricingTier[]
}

/** The pricing tabs: Schools first and selected, then the other audiences. */
export async function PricingTableBlock({ tiers: givenTiers, ...block }: Props) {
  const [allTiers, settings] = await Promise.all([
    givenTiers ?? getPricingTiers(),
    getSiteSettings(),
  ])
  const tabs = (block.tabs ?? []).map((tab) => {
    const tiers = allTiers.filter((tier) => tier.audience === tab.audience)
    const showTiers = Boolean(tab.showTiers && tiers.length)
    return {
      id: tab.audience,
      label: tab.label,
      panel: (
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">{tab.heading}</h2>
          {tab.text ? <p className="mt-4 max-w-3xl text-lg text-slate-700">{tab.text}</p> : null}
          {tab.highlights?.length ? (
            <ul className="mt-6 grid gap-3 md:grid-cols-2">
              {tab.highlights.map((highlight) => (
                <li key={highlight.id ?? highlight.text} className="flex gap-2 text-slate-800">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  {highlight.text}
                </li>
              ))}
            </ul>
          ) : null}
          {showTiers ? (
            <div className="mt-10">
              <TierCards tiers={tiers} tab={tab} settings={settings} />
              <ComparisonTable
                tiers={tiers}
                heading={block.comparisonHeading || pricingMessages(getRequestLocale()).compare}
              />
              <TitledList
                heading={block.discountsHeading || pricingMessages(getRequestLocale()).discounts}
                items={block.discounts ?? []}
              />
              <TitledList
                heading={block.servicesHeading || pricingMessages(getRequestLocale()).services}
                items={block.services ?? []}
              />
            </div>
          ) : null}
          <CmsLinks links={tab.links} settings={settings} className="mt-10" />
        </div>
      ),
    }
  })
  return (
    <section aria-label={pricingMessages(getRequestLocale()).byAudience} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <Tabs tabs={tabs} label={pricingMessages(getRequestLocale()).byAudience} />
      </div>
    </section>
  )
}
