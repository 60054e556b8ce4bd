'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { toast } from '@/components/site/deferred/toast'
import type { User } from '@/payload-types'
import { ApiError, currentUser, logout } from './api'
import { ApplicationsBoard } from './ApplicationsBoard'
import { twoFactorStatus } from '@/components/twoFactor/api'
import { LoginCard, type SignInStep } from './LoginCard'
import { RefusedCard } from './RefusedCard'
import { TEXT } from './messages/en'

type Session =
  | { state: 'checking' }
  | { state: 'signed-out'; step: SignInStep }
  | { state: 'refused'; user: User }
  | { state: 'reviewer'; user: User }

const canReview = (user: User) => user.roles.includes('reviewer') || user.roles.includes('admin')

const signedOut: Session = { state: 'signed-out', step: 'password' }

function sessionFor(user: User | null): Session {
  if (!user) return signedOut
  return canReview(user) ? { state: 'reviewer', user } : { state: 'refused', user }
}

/** The review page: Payload's session decides between the sign-in card, a refusal and the list. */
export function ReviewPage() {
  const router = useRouter()
  const [session, setSession] = useState<Session>({ state: 'checking' })

  useEffect(() => {
    currentUser()
      .then(async (user) => {
        if (user) return setSession(sessionFor(user))
        // A session that passed the password earlier resumes at its second step.
        const status = await twoFactorStatus()
        const step: SignInStep =
          status.state === 'code' || status.state === 'enrol' ? status.state : 'password'
        setSession({ state: 'signed-out', step })
      })
      .catch(() => setSession(signedOut))
  }, [])

  const sessionLost = useCallback(() => setSession(signedOut), [])

  const signOut = async () => {
    try {
      await logout()
    } catch (error) {
      // 4xx: there was no session left to end, which is what we wanted.
      if (!(error instanceof ApiError && error.status < 500)) {
        toast.error(TEXT.error, { description: 'Logout failed. Please try again.' })
        return
      }
    }
    router.push('/')
  }

  const view = () => {
    switch (session.state) {
      case 'checking':
        return (
          <p role="status" className="py-16 text-center text-slate-600">
            Checking your session...
          </p>
        )
      case 'signed-out':
        return (
          <LoginCard
            initialStep={session.step}
            onSignedIn={(user) => setSession(sessionFor(user))}
          />
        )
      case 'refused':
        return <RefusedCard user={session.user} onSignOut={signOut} />
      case 'reviewer':
        return (
          <ApplicationsBoard user={session.user} onSignOut={signOut} onSessionLost={sessionLost} />
        )
    }
  }

  // At least a screen tall whatever it shows, so the footer stays below the fold while the
  // session check, the sign-in card and the list replace one another (no layout shift). A flow
  // root, so the sign-in card's top margin stays inside rather than moving the whole box down.
  return <div className="flow-root min-h-screen">{view()}</div>
}
