import type { FieldErrors } from './http'

export type PostResult = { ok: true } | { ok: false; errors: FieldErrors }

/**
 * Sends a form to its endpoint. Field errors come back for a 400; anything else that is not a
 * 201 (429, 5xx, network) is a failure without field errors, which the form shows as a toast.
 */
export async function postForm(form: string, data: object, honeypot: string): Promise<PostResult> {
  try {
    const response = await fetch(`/api/forms/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, website: honeypot }),
    })
    if (response.status === 201) return { ok: true }
    const body = (await response.json().catch(() => ({}))) as { errors?: FieldErrors }
    return { ok: false, errors: response.status === 400 ? (body.errors ?? {}) : {} }
  } catch (error) {
    console.error(`submitting the ${form} form failed`, error)
    return { ok: false, errors: {} }
  }
}
