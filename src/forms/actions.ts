'use server'

import { FORM_DOORS } from './doors'
import { QUOTE_FIELDS, RECOVERY_FIELDS } from './fieldKinds'
import type { FormState } from './formState'
import { submitHtmlForm } from './htmlForm'

/*
 * The public forms' server actions: what each <form action> posts to, with or without
 * JavaScript (useActionState hands the form's previous state in).
 */

export async function subscribeToNewsletter(
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  return submitHtmlForm(FORM_DOORS.newsletter, {}, previous, data)
}

export async function requestDemo(previous: FormState, data: FormData): Promise<FormState> {
  return submitHtmlForm(FORM_DOORS.demo, {}, previous, data)
}

export async function requestQuote(previous: FormState, data: FormData): Promise<FormState> {
  return submitHtmlForm(FORM_DOORS.quote, QUOTE_FIELDS, previous, data)
}

export async function sendContactMessage(previous: FormState, data: FormData): Promise<FormState> {
  return submitHtmlForm(FORM_DOORS.contact, {}, previous, data)
}

export async function applyForRecoverySupport(
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  return submitHtmlForm(FORM_DOORS.recovery, RECOVERY_FIELDS, previous, data)
}
