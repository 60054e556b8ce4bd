import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { mayOpen } from '@/lib/roleMatrix'
import { CMS_LEADS_PATH } from '@/lib/cmsPaths'
import {
  readBuiltFormNames,
  readLeadsDashboard,
  type Ranked,
} from '@/lib/leads/dashboard/aggregates'
import { readLeadFilters } from '@/lib/leads/dashboard/filters'
import { LEAD_FORM_NAMES } from '@/lib/leads/forms'
import { dayLabel, formLabel } from './formLabels'
import { LeadsChart } from './LeadsChart'

const numbers = new Intl.NumberFormat('en-US')

function RankedTable({
  caption,
  heading,
  rows,
}: {
  caption: string
  heading: string
  rows: Ranked[]
}) {
  return (
    <table className="leads-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>No leads in this range.</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{numbers.format(row.leads)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/**
 * /cms/leads: where leads come from. Leads per week by form (a chart and the same numbers in a
 * table), the top sources and the top landing pages, all for one date range and form, chosen
 * with a plain GET form. A custom view is public, so it checks the session itself.
 */
export async function LeadsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user)
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/leads`)}`)
  const allowed = mayOpen(req.user, CMS_LEADS_PATH)
  const builtForms = allowed ? await readBuiltFormNames(req.payload) : []
  const { filters, notices } = readLeadFilters(searchParams, new Date(), builtForms)
  const dashboard = allowed ? await readLeadsDashboard(req.payload, filters, builtForms) : null
  const builtChosen = filters.form !== null && builtForms.includes(filters.form)
  const forms = dashboard?.forms ?? []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="leads-dashboard gutter--left gutter--right">
        <h1>Leads</h1>
        {!dashboard ? (
          <p role="alert">Only sales and admins may see the leads.</p>
        ) : (
          <>
            <form method="get" className="leads-filters" aria-label="Choose leads">
              {/* Labels beside, not around, their fields: a label around a select would name it with its options too. */}
              <div className="leads-filters__field">
                <label htmlFor="leads-from">From</label>
                <input
                  id="leads-from"
                  type="date"
                  name="from"
                  defaultValue={filters.from}
                  required
                />
              </div>
              <div className="leads-filters__field">
                <label htmlFor="leads-to">To</label>
                <input id="leads-to" type="date" name="to" defaultValue={filters.to} required />
              </div>
              <div className="leads-filters__field">
                <label htmlFor="leads-form">Form</label>
                <select id="leads-form" name="form" defaultValue={filters.form ?? ''}>
                  <option value="">Every form</option>
                  {[...LEAD_FORM_NAMES, ...builtForms].map((form) => (
                    <option key={form} value={form}>
                      {formLabel(form)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn--style-primary btn--size-small">
                Show
              </button>
              <a href={`${adminRoute}/leads`}>Last 12 weeks, every form</a>
            </form>
            {notices.map((notice) => (
              <p key={notice} role="status" className="leads-notice">
                {notice}
              </p>
            ))}
            <p>
              {numbers.format(dashboard.total)} leads from {dayLabel(filters.from)} to{' '}
              {dayLabel(filters.to)},{' '}
              {filters.form
                ? builtChosen
                  ? `form "${filters.form}"`
                  : formLabel(filters.form).toLowerCase()
                : 'every form'}
              . Weeks start on Monday (UTC).
            </p>
            {builtChosen && filters.form && (
              <p>
                <a
                  href={`${req.payload.config.routes.api}/form-submissions/csv?${new URLSearchParams({ form: filters.form, from: filters.from, to: filters.to })}`}
                  download
                >
                  Download the submissions of &ldquo;{filters.form}&rdquo; in this range (CSV)
                </a>
              </p>
            )}
            <section aria-labelledby="leads-per-week">
              <h2 id="leads-per-week">Leads per week</h2>
              <div className="leads-dashboard__pair">
                <LeadsChart dashboard={dashboard} />
                <table className="leads-table">
                  <caption>Leads per week by form</caption>
                  <thead>
                    <tr>
                      <th scope="col">Week of</th>
                      {forms.map((form) => (
                        <th scope="col" key={form}>
                          {formLabel(form)}
                        </th>
                      ))}
                      {forms.length > 1 && <th scope="col">Total</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.weeks.map((week) => (
                      <tr key={week.week}>
                        <th scope="row">
                          <time dateTime={week.week}>{dayLabel(week.week)}</time>
                        </th>
                        {forms.map((form) => (
                          <td key={form}>{numbers.format(week.counts[form])}</td>
                        ))}
                        {forms.length > 1 && <td>{numbers.format(week.total)}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <div className="leads-dashboard__pair">
              <section aria-labelledby="leads-sources">
                <h2 id="leads-sources">Top sources</h2>
                <RankedTable
                  caption="UTM source, else the referring site, else direct"
                  heading="Source"
                  rows={dashboard.sources}
                />
              </section>
              <section aria-labelledby="leads-landing-pages">
                <h2 id="leads-landing-pages">Top landing pages</h2>
                <RankedTable
                  caption="The first page of the visit, without its query"
                  heading="Landing page"
                  rows={dashboard.landingPages}
                />
              </section>
            </div>
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
