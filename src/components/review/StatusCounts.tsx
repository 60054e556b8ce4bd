import { APPLICATION_STATUSES, type ApplicationStatus } from '@/forms/recoveryOptions'

/** Applications per status (within the current search). */
export function StatusCounts({ counts }: { counts: Record<ApplicationStatus, number> }) {
  return (
    <dl aria-label="Applications per status" className="mt-6 flex flex-wrap gap-2">
      {APPLICATION_STATUSES.map(({ value, label }) => (
        <div key={value} className="flex gap-1 rounded-md bg-slate-100 px-3 py-1 text-sm">
          <dt className="text-slate-700">{label}:</dt>
          <dd className="font-semibold text-slate-900">{counts[value]}</dd>
        </div>
      ))}
    </dl>
  )
}
