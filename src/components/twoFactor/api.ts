import type { SecondStep } from '@/lib/twoFactor/state'

/** The browser's calls for the second sign-in step (endpoints in src/lib/twoFactor/endpoints.ts). */

export class TwoFactorError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function send<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/users${path}`, {
    method: body === undefined && path === '/two-factor' ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as
    (T & { errors?: { message?: string }[] }) | null
  if (!response.ok)
    throw new TwoFactorError(
      json?.errors?.[0]?.message ?? 'Something went wrong. Please try again.',
      response.status,
    )
  return json as T
}

export type TwoFactorStatus = { state: 'signed-out' } | { state: SecondStep; email: string }

export const twoFactorStatus = () => send<TwoFactorStatus>('/two-factor')
export const verifyCode = (code: string) => send<{ token: string }>('/two-factor/verify', { code })
export const confirmEnrolment = (code: string) =>
  send<{ recoveryCodes: string[] }>('/two-factor/enrol/confirm', { code })
export const regenerateRecoveryCodes = () =>
  send<{ recoveryCodes: string[] }>('/two-factor/recovery-codes', {})
export const resetTwoFactor = (userId: number | string) =>
  send<{ message: string }>(`/${userId}/two-factor/reset`, {})
export const signOut = () => send<unknown>('/logout', {})
