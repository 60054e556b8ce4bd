import { connection } from 'next/server'
import { Suspense } from 'react'
import { getSchools } from '@/lib/schools'
import { SchoolFinder } from './Component.client'
import { FINDER_TEXT } from './messages'

// Loose on purpose: the generated block type (payload-types) has the same fields as nullable.
type Props = { heading?: string | null; intro?: string | null }

/** The finder's box while the list loads (the server streams the rest in when it has it). */
function SchoolFinderLoading() {
  return (
    <div>
      <label className="block text-sm font-medium text-slate-800">
        {FINDER_TEXT.label}
        <input disabled placeholder={FINDER_TEXT.placeholder} className="mt-2 block w-full rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-base" />
      </label>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {FINDER_TEXT.loading}
      </p>
    </div>
  )
}

async function SchoolFinderWithList() {
  // Read the list per request (from the cache), never into a page prerendered at build time,
  // where a listing that happened to be down would be frozen in.
  await connection()
  const schools = await getSchools()
  return <SchoolFinder initialSchools={schools} />
}

/** SPEC §2 "School finder": the server hands the cached clients list to the search island. */
export function SchoolFinderBlock({ heading, intro }: Props) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      {heading ? <h2 className="text-2xl font-bold text-slate-900">{heading}</h2> : null}
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <div className={heading || intro ? 'mt-6' : undefined}>
        <Suspense fallback={<SchoolFinderLoading />}>
          <SchoolFinderWithList />
        </Suspense>
      </div>
    </section>
  )
}
