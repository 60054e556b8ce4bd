/** The campaign progress block’s words, in English. */
export const en = {
  sample: 'Sample campaign',
  progress: 'Campaign progress',
  raisedOf: 'raised of',
  goal: 'goal',
  funded: 'funded',
  contributors: 'contributors',
  daysRemaining: 'days remaining',
}

export type CampaignMessages = typeof en
