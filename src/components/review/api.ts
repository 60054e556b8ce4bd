import type { RecoveryApplication, User } from '@/payload-types'
import type { ReviewList } from '@/data/review/list'
import type { StatusFilter } from '@/lib/review/query'
import type { StatusUpdateInput, StatusUpdateResult } from '@/lib/review/statusUpdate'

/** The browser's calls for the review page: Payload's auth routes and our review routes. */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function send<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(errorMessage(body), response.status)
  return body as T
}

/** Payload answers `{ errors: [{ message }] }`, our routes `{ error }`. */
function errorMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, errors } = body as { error?: unknown; errors?: { message?: unknown }[] }
    if (typeof error === 'string') return error
    if (Array.isArray(errors) && typeof errors[0]?.message === 'string') return errors[0].message
  }
  return ''
}

export const currentUser = () =>
  send<{ user: User | null }>('/api/users/me').then((body) => body.user)

export const login = (email: string, password: string) =>
  send<{ user: User }>('/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  }).then((body) => body.user)

export const logout = () => send<unknown>('/api/users/logout', { method: 'POST' })

export type ListParams = { status: StatusFilter; q: string; page: number }

export function listQuery({ status, q, page }: ListParams): string {
  const params = new URLSearchParams({ status, page: String(page) })
  if (q) params.set('q', q)
  return params.toString()
}

export const fetchApplications = (params: ListParams, signal?: AbortSignal) =>
  send<ReviewList>(`/api/review/applications?${listQuery(params)}`, { signal })

export const updateStatus = (
  application: Pick<RecoveryApplication, 'id'>,
  input: StatusUpdateInput,
) =>
  send<StatusUpdateResult>(`/api/review/applications/${application.id}/status`, {
    method: 'POST',
    body: JSON.stringify(input),
  })
