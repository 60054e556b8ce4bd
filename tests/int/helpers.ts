import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { User } from '@/payload-types'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

let counter = 0

/** A staff user with the given roles and a unique email. */
export async function createStaff(payload: Payload, roles: User['roles'], password = 'a-long-test-password') {
  counter += 1
  const email = `${roles.join('-')}-${Date.now()}-${counter}@int.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: `${roles.join(' ')} ${counter}`, roles },
    context: { disableRevalidate: true },
  })
  return { user, email, password }
}
