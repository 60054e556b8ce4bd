'use server'

import { PUBLIC_FORMS } from './publicForms'
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
  return submitHtmlForm(PUBLIC_FORMS.newsletter, {}, previous, data)
}

export async function requestDemo(previous: FormState, data: FormData): Promise<FormState> {
  return submitHtmlForm(PUBLIC_FORMS.demo, {}, previous, data)
}

export async function requestQuote(previous: FormState, data: FormData): Promise<FormState> {
  return submitHtmlForm(PUBLIC_FORMS.quote, QUOTE_FIELDS, previous, data)
}

export async function sendContactMessage(previous: FormState, data: FormData): Promise<FormState> {
  return submitHtmlForm(PUBLIC_FORMS.contact, {}, previous, data)
}

export async function applyForRecoverySupport(
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  return submitHtmlForm(PUBLIC_FORMS.recovery, RECOVERY_FIELDS, previous, data)
}
