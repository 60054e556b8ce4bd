/** The applicant's emails (confirmation and status updates), in English. */
export const en = {
  rows: {
    caseId: 'Case ID',
    schoolName: 'School name',
    schoolType: 'School type',
    educationLevel: 'Education level',
    address: 'Address',
    enrolment: 'Enrolment (students)',
    staff: 'Staff',
    existingCustomer: 'Existing customer',
    contactName: 'Contact name',
    role: 'Role / title',
    email: 'Email',
    phone: 'Phone',
    operationalStatus: 'Operational status',
    reopenDate: 'Expected reopening date',
    damageLevel: 'Damage level',
    damageDescription: 'Impact description',
    studentsDisplaced: 'Students displaced',
    staffDisplaced: 'Staff displaced',
    evidence: 'Evidence link',
    support: 'Support requested',
    otherSupport: 'Other support',
    discountNeed: 'Discount needed (%)',
    monthsNeeded: 'Months needed',
    continuityPlan: 'Continuity plan',
    signer: 'Authorized signer',
    sigDate: 'Signature date',
    school: 'School',
    newStatus: 'New status',
  },
  confirmation: {
    subject: (caseId: string) => `Recovery support application received: ${caseId}`,
    heading: 'We received your recovery support application',
    intro: (name: string, school: string, caseId: string) =>
      `Dear ${name},\n\nThank you for applying for recovery support for ${school}. ` +
      `Your case ID is ${caseId}; please quote it when you contact us. ` +
      'Our team reviews applications within a few business days and will write to you at this address.',
  },
  status: {
    subject: (caseId: string, status: string) =>
      `Your recovery application ${caseId} is now: ${status}`,
    heading: 'Update on your recovery support application',
    intro: (name: string, school: string, caseId: string, status: string) =>
      `Dear ${name},\n\nThe status of the recovery support application for ${school} ` +
      `(case ID ${caseId}) is now: ${status}.`,
    notes: (notes: string) => `\n\nMessage from our team:\n${notes}`,
    labels: {
      pending: 'Pending',
      under_review: 'Under Review',
      approved: 'Approved',
      rejected: 'Rejected',
      needs_info: 'Needs Info',
    },
  },
}

export type RecoveryEmailMessages = typeof en
