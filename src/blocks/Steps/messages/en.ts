/** The steps block’s words, in English. */
export const en = {
  /** Read before a step's title; `{number}` is replaced. */
  step: 'Step {number}: ',
}

export type StepsMessages = typeof en
