import { ACCESS_LINK_DAYS, type DocumentCategory } from '../categories'

/** The trust centre's words, in English: its headings, the request and download pages, the emails to requesters. */
export const en = {
  /** A document category as visitors read it: the trust centre's headings and the words a search for a category finds. */
  categories: {
    security: 'Security',
    privacy: 'Privacy and data protection',
    certifications: 'Certifications and audits',
    accessibility: 'Accessibility',
    continuity: 'Uptime and continuity',
    legal: 'Legal and contracts',
  } satisfies Record<DocumentCategory, string>,
  requestTitle: 'Request access',
  requestIntro:
    'This document is shared with public-sector buyers and evaluators under confidentiality. Tell us who you are and what it is for; we review each request, usually within two working days.',
  back: 'Back to the trust centre',
  version: (version: string) => `Version ${version}`,
  notFoundTitle: 'This document is not available on request',
  notFoundText:
    'It may have been withdrawn or made public. The trust centre lists every document we share.',
  linkGoneTitle: 'This link no longer works',
  linkGoneText:
    'Download links last 7 days and end when access is withdrawn. Request the document again from the trust centre and we will review it.',
  /** The emails to someone who requested a document. */
  emails: {
    approvedSubject: (title: string) => `Your access to "${title}"`,
    approvedIntro: (title: string) =>
      `Your request for "${title}" has been approved. This link downloads it:`,
    button: 'Download the document',
    expiry: (date: string) =>
      `The link works for ${ACCESS_LINK_DAYS} days, until ${date}, and only for you: please do not forward it.`,
    declinedSubject: (title: string) => `Your request for "${title}"`,
    declinedText: (title: string) =>
      `Thank you for your interest. We are not able to share "${title}" in response to this request. If you are evaluating the platform for a tender, reply to this email and our team will help.`,
    revokedSubject: (title: string) => `Access to "${title}" has ended`,
    revokedText: (title: string) =>
      `The download link we sent you for "${title}" no longer works. Reply to this email if you still need the document.`,
  },
}

export type TrustMessages = typeof en
