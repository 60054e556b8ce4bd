import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('staff accounts', () => {
  it('locks an account after 5 failed sign-ins, even with the right password afterwards', async () => {
    const { email, password } = await createStaff(payload, ['editor'])
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'wrong-password' } }),
      ).rejects.toThrow()
    }
    await expect(payload.login({ collection: 'users', data: { email, password } })).rejects.toThrow(
      /locked/i,
    )
  })

  it('signs in with the right password before any lockout', async () => {
    const { email, password } = await createStaff(payload, ['reviewer'])
    const result = await payload.login({ collection: 'users', data: { email, password } })
    expect(result.token).toBeTruthy()
    expect(result.user?.roles).toEqual(['reviewer'])
  })

  it('an editor cannot give themselves the admin role', async () => {
    const { user } = await createStaff(payload, ['editor'])
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { roles: ['admin'] },
      user,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'users', id: user.id })
    expect(after.roles).toEqual(['editor'])
  })

  it('an editor cannot create staff users; an admin can', async () => {
    const { user: editor } = await createStaff(payload, ['editor'])
    const data = {
      email: `new-${Date.now()}@int.test`,
      password: 'another-password',
      name: 'New',
      roles: ['reviewer' as const],
    }
    await expect(
      payload.create({ collection: 'users', data, user: editor, overrideAccess: false }),
    ).rejects.toThrow()
    const { user: admin } = await createStaff(payload, ['admin'])
    const created = await payload.create({
      collection: 'users',
      data,
      user: admin,
      overrideAccess: false,
    })
    expect(created.roles).toEqual(['reviewer'])
  })

  it('nobody lists staff without a session; a reviewer sees only themselves', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    )
    const { user: reviewer } = await createStaff(payload, ['reviewer'])
    const own = await payload.find({ collection: 'users', overrideAccess: false, user: reviewer })
    expect(own.docs.map((doc) => doc.id)).toEqual([reviewer.id])
  })
})
