/** The form block's own words (a form's words are the form's messages), in English. */
export const en = {
  /** Where a form has no component yet: the sentence, then the link to the contact page. */
  comingSoon: 'This form is coming soon. Until then, write to us through our',
  contactPage: 'contact page',
}

export type FormBlockMessages = typeof en
