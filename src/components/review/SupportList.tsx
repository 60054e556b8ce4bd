import type { RecoveryApplication } from '@/payload-types'
import { supportLabel } from '@/lib/forms/recoveryOptions'

/** The support an applicant asked for, with the "other" text where given. */
export function SupportList({
  application,
}: {
  application: Pick<RecoveryApplication, 'supportRequested' | 'supportOtherText'>
}) {
  return (
    <ul className="list-inside list-disc">
      {application.supportRequested.map((value) => (
        <li key={value}>
          {supportLabel(value)}
          {value === 'other' && application.supportOtherText
            ? `: ${application.supportOtherText}`
            : null}
        </li>
      ))}
    </ul>
  )
}
