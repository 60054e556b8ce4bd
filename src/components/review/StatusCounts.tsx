import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/forms/recoveryOptions'

/**
 * Applications per status (within the current search). Shown with dashes before the first
 * list arrives, so the counts do not push the page down when they do.
 */
export function StatusCounts({ counts }: { counts: Record<ApplicationStatus, number> | null }) {
  return (
    <dl
      aria-label="Applications per status"
      aria-busy={counts ? undefined : true}
      className="mt-6 flex flex-wrap gap-2"
    >
      {APPLICATION_STATUSES.map(({ value, label }) => (
        <div key={value} className="flex gap-1 rounded-md bg-slate-100 px-3 py-1 text-sm">
          <dt className="text-slate-700">{label}:</dt>
          <dd className="font-semibold text-slate-900">{counts ? counts[value] : '–'}</dd>
        </div>
      ))}
    </dl>
  )
}
