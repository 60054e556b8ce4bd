import type { User } from '@/payload-types'
import { mustEnrol } from './policy'

/**
 * Where a password-authenticated session stands:
 * - `passed`: it passed the second step (or its user needs none): a full session;
 * - `code`: the user has a factor, this session has not given a code yet;
 * - `enrol`: the user must enrol first; the session reaches only enrolment and logout.
 */
export type SecondStep = 'passed' | 'code' | 'enrol'

type Facts = {
  roles: User['roles']
  hasFactor: boolean
  verifiedSessions: string[]
  sid: string | undefined
}

export function secondStep({ roles, hasFactor, verifiedSessions, sid }: Facts): SecondStep {
  if (hasFactor) return sid && verifiedSessions.includes(sid) ? 'passed' : 'code'
  return mustEnrol({ roles }) ? 'enrol' : 'passed'
}

export type SessionUser = User & { _sid?: string; collection?: string; _strategy?: string }

/** The facts as Payload's JWT strategy loads them (the `twoFactor` group comes with overrideAccess). */
export function secondStepOf(user: SessionUser): SecondStep {
  const verified = user.twoFactor?.verifiedSessions
  return secondStep({
    roles: user.roles ?? [],
    hasFactor: Boolean(user.twoFactor?.secret),
    verifiedSessions: Array.isArray(verified)
      ? verified.filter((id): id is string => typeof id === 'string')
      : [],
    sid: user._sid,
  })
}
