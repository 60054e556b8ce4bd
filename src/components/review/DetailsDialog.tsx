import type { ReactNode } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import type { RecoveryApplication } from '@/payload-types'
import { statusLabel } from '@/lib/forms/recoveryOptions'
import { formatDateTime, formatDay } from './format'
import { SupportList } from './SupportList'
import { TEXT } from './messages/en'

type Props = { application: RecoveryApplication | null; onClose: () => void }

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : value ? 'Yes' : 'No'

/** Full Application Details: the application's six sections. */
export function DetailsDialog({ application: a, onClose }: Props) {
  return (
    <Dialog open={a !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {a ? (
        <DialogContent
          title={TEXT.detailsTitle}
          description={`${a.schoolName} · ${a.caseId}`}
          className="max-w-3xl"
        >
          <div className="space-y-6">
            <Section title="School Information">
              <Row label="School name">{a.schoolName}</Row>
              <Row label="Ministry / EMIS ID">{a.moeId}</Row>
              <Row label="School type">{a.schoolType}</Row>
              <Row label="Education level">{a.educationLevel}</Row>
              <Row label="Parish">{a.parish}</Row>
              <Row label="Address">{a.address}</Row>
              <Row label="Enrolment">{`${a.enrolment.toLocaleString('en-US')} students`}</Row>
              <Row label="Staff">{a.staff.toLocaleString('en-US')}</Row>
              <Row label="Existing customer">{yesNo(a.isExistingCustomer)}</Row>
            </Section>
            <Section title="Contact Information">
              <Row label="Name">{a.contactName}</Row>
              <Row label="Role / title">{a.contactRole}</Row>
              <Row label="Email">{a.contactEmail}</Row>
              <Row label="Phone">{a.contactPhone}</Row>
            </Section>
            <Section title="Impact Assessment">
              <Row label="Operational status">{a.operationalStatus}</Row>
              <Row label="Expected reopening date">{formatDay(a.reopenDate)}</Row>
              <Row label="Damage level">{a.damageLevel}</Row>
              <Row label="Insured">{yesNo(a.insured)}</Row>
              <Row label="Students displaced">{a.studentsDisplaced.toLocaleString('en-US')}</Row>
              <Row label="Staff displaced">{a.staffDisplaced.toLocaleString('en-US')}</Row>
              <Row label="Devices lost">{a.devicesLost?.toLocaleString('en-US')}</Row>
              <Row label="Impact description">{a.damageDescription}</Row>
              <Row label="Evidence">
                {a.evidenceUrl ? (
                  <a
                    href={a.evidenceUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="break-all text-brand-700 underline"
                  >
                    {a.evidenceUrl}
                  </a>
                ) : null}
              </Row>
            </Section>
            <Section title="Support Requested">
              <Row label="Support">
                <SupportList application={a} />
              </Row>
              <Row label="Discount needed">
                {a.discountNeed === null || a.discountNeed === undefined
                  ? ''
                  : `${a.discountNeed}%`}
              </Row>
              <Row label="Months needed">{a.monthsNeeded?.toString()}</Row>
              <Row label="Continuity plan">{a.continuityPlan}</Row>
            </Section>
            <Section title="Signature & Metadata">
              <Row label="Authorized signer">{a.sigName}</Row>
              <Row label="Signature date">{formatDay(a.sigDate)}</Row>
              <Row label="Submitted">{formatDateTime(a.createdAt)}</Row>
              <Row label="Status">{statusLabel(a.applicationStatus)}</Row>
              <Row label="Status updated">{formatDateTime(a.statusUpdatedAt)}</Row>
            </Section>
            <Section title="Admin Notes">
              <Row label="Notes">{a.adminNotes || 'None'}</Row>
              <Row label="Reviewed by">{a.reviewedBy}</Row>
            </Section>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 border-b border-slate-200 pb-1 text-base font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  )
}

/** A label and its value; empty optional values are left out. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line break-words text-slate-900">{children}</dd>
    </>
  )
}
