'use server'

import type { FormState } from './formState'
import { submitHtmlForm } from './htmlForm'
import { subProcessorUpdatesDoor } from './subProcessorUpdates'

/** The sub-processor updates form's server action: its HTML POST, with or without JavaScript. */
export async function subscribeToSubProcessorUpdates(
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  return submitHtmlForm(subProcessorUpdatesDoor, previous, data)
}
