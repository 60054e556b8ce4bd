import { MinimalTemplate } from '@payloadcms/next/templates'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { startEnrolment } from '@/lib/twoFactor/flows'
import { safeReturnPath } from '@/lib/safeReturnPath'
import { passwordSession } from '@/lib/twoFactor/passwordSession'
import { secondStepOf } from '@/lib/twoFactor/state'
import { CodeStep } from './CodeStep.client'
import { Enrolment } from './Enrolment.client'

/**
 * /cms/two-factor: the second sign-in step, or enrolment at the first sign-in. A custom view
 * is public, so it checks the session itself: it serves only a password-checked session.
 */
export async function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const adminRoute = payload.config.routes.admin
  const redirectTo = safeReturnPath(searchParams?.redirect, adminRoute)
  const user = await passwordSession(payload, await headers())
  if (!user) redirect(`${adminRoute}/login`)

  const step = secondStepOf(user)
  if (step === 'passed') redirect(redirectTo)
  if (step === 'code') {
    return (
      <MinimalTemplate>
        <CodeStep email={user.email} redirectTo={redirectTo} />
      </MinimalTemplate>
    )
  }
  const enrolment = await startEnrolment(payload, user.id)
  if (!enrolment.ok) redirect(`${adminRoute}/login`)
  return (
    <MinimalTemplate>
      <Enrolment
        email={user.email}
        secret={enrolment.secret}
        qrSvg={enrolment.qrSvg}
        redirectTo={redirectTo}
      />
    </MinimalTemplate>
  )
}
