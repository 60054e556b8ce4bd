import type { User } from '@/payload-types'
import { buttonStyles } from './styles'
import { TEXT } from './messages/en'

/** Staff signed in without the reviewer role: told why, offered a way out. */
export function RefusedCard({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto my-16 max-w-md rounded-lg border border-red-200 bg-red-50 p-6"
    >
      <h1 className="text-2xl font-bold text-red-900">{TEXT.accessDenied}</h1>
      <p className="mt-2 text-sm text-red-900">
        Signed in as {user.email}. {TEXT.notReviewer}
      </p>
      <button type="button" onClick={onSignOut} className={`${buttonStyles.outline} mt-4`}>
        Logout
      </button>
    </section>
  )
}
