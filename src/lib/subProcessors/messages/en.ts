/** What subscribers to the sub-processor list read, in English: the emails, the confirm and unsubscribe pages, a notice's title. */
export const en = {
  consentWording: 'Email me when the sub-processor list changes. [Subscribe]',
  confirmSubject: 'Please confirm: sub-processor list updates',
  confirmHeading: 'One more step',
  confirmIntro:
    'Someone, we hope you, asked to be emailed at this address when our list of sub-processors changes. Confirm to start receiving these notices:',
  confirmButton: 'Confirm my subscription',
  confirmExpiry:
    'This link works for 7 days. If you did not ask for this, ignore this email and nothing will be sent.',
  noticeSubject: 'Our sub-processor list has changed',
  noticeIntro:
    'We have changed the list of sub-processors that process customer data on our behalf:',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  /** A listed sub-processor in an email: its name, purpose and data location. */
  entry: (name: string, purpose: string, location: string) => `${name}: ${purpose} (${location})`,
  noticeLink: 'See the current list',
  unsubscribeFooter:
    'You receive this because you subscribed to changes of our sub-processor list.',
  unsubscribeLink: 'Unsubscribe',
  confirmPageTitle: 'Confirm your subscription',
  confirmPageBody: (email: string) => `Email ${email} whenever the sub-processor list changes?`,
  confirmedTitle: 'Subscription confirmed',
  confirmedBody: 'Thank you: we will email you whenever our sub-processor list changes.',
  invalidTitle: 'This link has expired',
  invalidBody: 'Confirmation links work for 7 days. Subscribe again on the sub-processors page.',
  unsubscribeTitle: 'Unsubscribe from sub-processor updates',
  unsubscribeBody: (email: string) => `Stop emailing ${email} when the sub-processor list changes?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody: (email: string) => `We will send no more sub-processor updates to ${email}.`,
  unknownLinkTitle: 'This link is not valid',
  unknownLinkBody: 'Use the unsubscribe link of a sub-processor update email.',
  backToList: 'Back to the sub-processor list',
  /** The words a notice's one-line title is made of (the RSS item's and the email's). */
  title: {
    updated: 'Sub-processor list updated',
    added: 'added',
    removed: 'removed',
    changed: 'changed',
  },
}

export type SubProcessorText = typeof en
