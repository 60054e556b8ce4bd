import { Activity, ExternalLink, ShieldCheck } from 'lucide-react'
import { Section } from '@/components/content/Section'
import { getSiteSettings } from '@/data/content'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { SECURITY_TXT_PATH } from '@/lib/trust/securityTxt'
import type { TrustContactBlock as Props } from '@/payload-types'
import { trustContactMessages } from './messages'

const linkClass = 'font-semibold text-brand-700 underline hover:text-brand-800'

/**
 * Uptime, the status page and the security contact, from Site settings › Trust centre. Each
 * shows only when set, and the block is left out while none is. It reads only the settings,
 * which every page is tagged with: a change there refreshes it.
 */
export async function TrustContactBlock({ heading, intro }: Props) {
  const locale = getRequestLocale()
  const words = trustContactMessages(locale)
  const { trust } = await getSiteSettings(locale)
  const uptime = trust?.uptime?.trim()
  const statusPageUrl = trust?.statusPageUrl?.trim()
  const securityContact = trust?.securityContact?.trim()
  if (!uptime && !statusPageUrl && !securityContact) return null
  return (
    <Section heading={heading || words.heading} intro={intro} tone="muted">
      <dl className="mt-8 grid gap-6 md:grid-cols-2">
        {uptime || statusPageUrl ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <dt className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Activity aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {uptime ? words.uptime : words.status}
            </dt>
            {uptime ? <dd className="mt-2 text-2xl font-bold text-slate-900">{uptime}</dd> : null}
            {statusPageUrl ? (
              <dd className="mt-3">
                <a
                  href={statusPageUrl}
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex items-center gap-1`}
                >
                  {words.statusLink}
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                </a>
              </dd>
            ) : null}
          </div>
        ) : null}
        {securityContact ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <dt className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {words.security}
            </dt>
            <dd className="mt-2 text-slate-700">
              {words.securityText}{' '}
              <a href={`mailto:${securityContact}`} className={linkClass}>
                {securityContact}
              </a>
            </dd>
            <dd className="mt-3">
              <a href={SECURITY_TXT_PATH} className={linkClass}>
                {words.securityTxt}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Section>
  )
}
