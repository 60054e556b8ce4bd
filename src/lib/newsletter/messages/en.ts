/** What newsletter subscribers read, in English: the confirmation email and the two newsletter pages. */
export const en = {
  consentForm: 'Footer newsletter sign-up',
  defaultWording: 'Subscribe to our newsletter.',
  confirmSubject: 'Please confirm your newsletter subscription',
  confirmHeading: 'One more step',
  confirmIntro:
    'Someone, we hope you, asked to receive our newsletter at this address. Confirm to start receiving it:',
  confirmButton: 'Confirm my subscription',
  confirmExpiry:
    'This link works for 7 days. If you did not ask for this, ignore this email and nothing will be sent.',
  unsubscribeFooter: 'Do not want these emails?',
  unsubscribeLink: 'Unsubscribe',
  confirmPageTitle: 'Confirm your subscription',
  confirmPageBody: (email: string) => `Start sending the newsletter to ${email}?`,
  confirmedTitle: 'Subscription confirmed',
  confirmedBody: 'Thank you: you will now receive our newsletter.',
  invalidTitle: 'This link has expired',
  invalidBody: 'Confirmation links work for 7 days. Sign up again in the footer of any page.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeBody: (email: string) => `Stop sending the newsletter to ${email}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody: (email: string) => `We will send no more newsletters to ${email}.`,
  unknownLinkTitle: 'This link is not valid',
  unknownLinkBody: 'Use the unsubscribe link of a newsletter email.',
}

export type NewsletterMessages = typeof en
