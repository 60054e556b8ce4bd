import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import type { RecoveryApplication } from '@/payload-types'
import { buttonStyles } from './styles'
import { StatusBadge } from './StatusBadge'
import { SupportList } from './SupportList'
import { formatDate } from './format'

type Props = {
  application: RecoveryApplication
  onView: (application: RecoveryApplication) => void
  onUpdate: (application: RecoveryApplication) => void
}

/** One application in the list. */
export function ApplicationCard({ application: a, onView, onUpdate }: Props) {
  return (
    <article
      aria-label={`${a.schoolName}, case ${a.caseId}`}
      className="rounded-lg border border-slate-200 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{a.schoolName}</h2>
          <p className="text-sm text-slate-600">
            Case ID: <span className="font-mono">{a.caseId}</span> · Submitted{' '}
            {formatDate(a.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {a.isExistingCustomer ? <Badge variant="secondary">Existing Customer</Badge> : null}
          <StatusBadge status={a.applicationStatus} />
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Item label="Contact">
          {a.contactName}
          <br />
          <a href={`mailto:${a.contactEmail}`} className="text-brand-700 underline">
            {a.contactEmail}
          </a>
          <br />
          {a.contactPhone}
        </Item>
        <Item label="Damage level">{a.damageLevel}</Item>
        <Item label="Operational status">{a.operationalStatus}</Item>
        <Item label="Enrolment">{a.enrolment.toLocaleString('en-US')} students</Item>
        <Item label="Support requested">
          <SupportList application={a} />
        </Item>
        {a.adminNotes ? <Item label="Admin notes">{a.adminNotes}</Item> : null}
        {a.reviewedBy ? <Item label="Reviewed by">{a.reviewedBy}</Item> : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => onView(a)} className={buttonStyles.outline}>
          View Full Application
        </button>
        <button type="button" onClick={() => onUpdate(a)} className={buttonStyles.primary}>
          Update Status
        </button>
      </div>
    </article>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  )
}
