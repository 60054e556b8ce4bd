import { APIError } from 'payload'

/**
 * An error whose message the CMS and the API show as written, with its status. The production
 * build leaves Payload's APIError class without a name, and Payload's error formatter then
 * answers "An unknown error occurred." for a nameless error: it gets its name back here.
 */
export function refusal(message: string, status: number): APIError {
  const error = new APIError(message, status, null, true)
  error.name = 'APIError'
  return error
}
