import type { RecoveryApplication } from '@/payload-types'
import { csvLine } from '@/lib/csv'

type Column = [header: string, value: (application: RecoveryApplication) => unknown]

type StoredSource = RecoveryApplication['source']

/** Where a lead came from, as CSV columns: every export of leads ends with these (the built forms' too). */
export function sourceColumns<Row>(
  sourceOf: (row: Row) => StoredSource,
): [header: string, value: (row: Row) => unknown][] {
  const columns: [string, (source: NonNullable<StoredSource>) => unknown][] = [
    ['source_landing_page', (s) => s.landingPage],
    ['source_referrer', (s) => s.referrer],
    ['source_form_page', (s) => s.formPage],
    ['source_utm_source', (s) => s.utmSource],
    ['source_utm_medium', (s) => s.utmMedium],
    ['source_utm_campaign', (s) => s.utmCampaign],
    ['source_utm_term', (s) => s.utmTerm],
    ['source_utm_content', (s) => s.utmContent],
    ['source_first_touch_landing_page', (s) => s.firstTouch?.landingPage],
    ['source_first_touch_referrer', (s) => s.firstTouch?.referrer],
    ['source_first_touch_utm_source', (s) => s.firstTouch?.utmSource],
    ['source_first_touch_utm_medium', (s) => s.firstTouch?.utmMedium],
    ['source_first_touch_utm_campaign', (s) => s.firstTouch?.utmCampaign],
    ['source_first_touch_utm_term', (s) => s.firstTouch?.utmTerm],
    ['source_first_touch_utm_content', (s) => s.firstTouch?.utmContent],
    ['source_first_touch_at', (s) => s.firstTouch?.at],
  ]
  return columns.map(([header, value]) => [
    header,
    (row: Row) => {
      const source = sourceOf(row)
      return source ? value(source) : null
    },
  ])
}

/** The export's columns, named as the stored table's columns. */
export const CSV_COLUMNS: Column[] = [
  ['case_id', (a) => a.caseId],
  ['created_at', (a) => a.createdAt],
  ['school_name', (a) => a.schoolName],
  ['moe_id', (a) => a.moeId],
  ['school_type', (a) => a.schoolType],
  ['education_level', (a) => a.educationLevel],
  ['parish', (a) => a.parish],
  ['address', (a) => a.address],
  ['enrolment', (a) => a.enrolment],
  ['staff', (a) => a.staff],
  ['is_existing_customer', (a) => Boolean(a.isExistingCustomer)],
  ['contact_name', (a) => a.contactName],
  ['contact_role', (a) => a.contactRole],
  ['contact_email', (a) => a.contactEmail],
  ['contact_phone', (a) => a.contactPhone],
  ['operational_status', (a) => a.operationalStatus],
  ['reopen_date', (a) => a.reopenDate?.slice(0, 10)],
  ['damage_level', (a) => a.damageLevel],
  ['insured', (a) => a.insured],
  ['students_displaced', (a) => a.studentsDisplaced],
  ['staff_displaced', (a) => a.staffDisplaced],
  ['devices_lost', (a) => a.devicesLost],
  ['damage_description', (a) => a.damageDescription],
  ['evidence_url', (a) => a.evidenceUrl],
  ['support_requested', (a) => a.supportRequested.join('; ')],
  ['support_other_text', (a) => a.supportOtherText],
  ['discount_need', (a) => a.discountNeed],
  ['months_needed', (a) => a.monthsNeeded],
  ['continuity_plan', (a) => a.continuityPlan],
  ['sig_name', (a) => a.sigName],
  ['sig_date', (a) => a.sigDate.slice(0, 10)],
  ['application_status', (a) => a.applicationStatus],
  ['admin_notes', (a) => a.adminNotes],
  ['reviewed_by', (a) => a.reviewedBy],
  ['status_updated_at', (a) => a.statusUpdatedAt],
  ...sourceColumns<RecoveryApplication>((a) => a.source),
]

export function csvHeader(): string {
  return csvLine(CSV_COLUMNS.map(([header]) => header))
}

export function csvRow(application: RecoveryApplication): string {
  return csvLine(CSV_COLUMNS.map(([, value]) => value(application)))
}
