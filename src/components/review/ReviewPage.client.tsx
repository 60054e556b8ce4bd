'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'
import type { User } from '@/payload-types'
import { ApiError, currentUser, logout } from './api'
import { ApplicationsBoard } from './ApplicationsBoard'
import { LoginCard } from './LoginCard'
import { RefusedCard } from './RefusedCard'
import { TEXT } from './texts'

type Session =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'refused'; user: User }
  | { state: 'reviewer'; user: User }

const canReview = (user: User) => user.roles.includes('reviewer') || user.roles.includes('admin')

function sessionFor(user: User | null): Session {
  if (!user) return { state: 'signed-out' }
  return canReview(user) ? { state: 'reviewer', user } : { state: 'refused', user }
}

/** The review page: Payload's session decides between the sign-in card, a refusal and the list. */
export function ReviewPage() {
  const router = useRouter()
  const [session, setSession] = useState<Session>({ state: 'checking' })

  useEffect(() => {
    currentUser()
      .then((user) => setSession(sessionFor(user)))
      .catch(() => setSession({ state: 'signed-out' }))
  }, [])

  const sessionLost = useCallback(() => setSession({ state: 'signed-out' }), [])

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

  switch (session.state) {
    case 'checking':
      return (
        <p role="status" className="py-16 text-center text-slate-600">
          Checking your session...
        </p>
      )
    case 'signed-out':
      return <LoginCard onSignedIn={(user) => setSession(sessionFor(user))} />
    case 'refused':
      return <RefusedCard user={session.user} onSignOut={signOut} />
    case 'reviewer':
      return (
        <ApplicationsBoard
          user={session.user}
          onSignOut={signOut}
          onSessionLost={sessionLost}
        />
      )
  }
}
