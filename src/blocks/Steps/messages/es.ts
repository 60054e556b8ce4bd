import type { StepsMessages } from './en'

/** The steps block’s words, in Latin American Spanish. */
export const es: StepsMessages = {
  step: 'Paso {number}: ',
}
