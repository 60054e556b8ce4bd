import { SchoolFinderIsland } from './Island.client'

// Loose on purpose: the generated block type (payload-types) has the same fields as nullable.
type Props = { heading?: string | null; intro?: string | null }

/**
 * The school finder. Nothing here is read per request, so the block fits on any page
 * served from the page cache: the island fetches the clients list from /api/schools itself.
 */
export function SchoolFinderBlock({ heading, intro }: Props) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      {heading ? <h2 className="text-2xl font-bold text-slate-900">{heading}</h2> : null}
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <div className={heading || intro ? 'mt-6' : undefined}>
        <SchoolFinderIsland />
      </div>
    </section>
  )
}
