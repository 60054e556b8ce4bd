import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ServerProps } from 'payload'
import { isOwnPath } from '@/lib/safeReturnPath'
import { passwordSession } from '@/lib/twoFactor/passwordSession'

/**
 * Rendered above Payload's login form. After the password, the panel treats the session as
 * signed out and lands here: send it on to the code (or enrolment) screen instead.
 */
export async function SecondStepRedirect({ payload, searchParams }: ServerProps) {
  if (!payload) return null
  const user = await passwordSession(payload, await headers())
  if (!user) return null
  const target = isOwnPath(searchParams?.redirect)
    ? `?redirect=${encodeURIComponent(searchParams.redirect)}`
    : ''
  redirect(`${payload.config.routes.admin}/two-factor${target}`)
}
