import type { CampaignMessages } from './en'

/** The campaign progress block’s words, in Latin American Spanish. */
export const es: CampaignMessages = {
  sample: 'Campaña de ejemplo',
  progress: 'Avance de la campaña',
  raisedOf: 'recaudados de una meta de',
  goal: '',
  funded: 'financiado',
  contributors: 'donantes',
  daysRemaining: 'días restantes',
}
