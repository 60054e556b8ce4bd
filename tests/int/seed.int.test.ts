import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed, seedSiteSettings } from '../../seed'
import { siteSettingsSeed } from '../../seed/siteSettings'
import { roleUserEmail, roleUserTotpSecret, SEEDED_ROLES } from '../../seed/roleUsers'
import { seedAdmin } from '../../seed/users'
import { createStaff, testPayload, totpCode } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  // The first test runs the whole seed; the admin's and the site settings' own tests then run
  // their step alone (seedAdmin, seedSiteSettings), which is what they are about.
  // Two full seeds of an empty database: a busy machine can take longer than the default limit.
  it(
    'run twice, creates one admin from SEED_ADMIN_EMAIL and fills site settings once',
    { timeout: 120_000 },
    async () => {
      await seed(payload)
      await seed(payload)
      const admins = await payload.find({
        collection: 'users',
        where: { email: { equals: process.env.SEED_ADMIN_EMAIL } },
      })
      expect(admins.totalDocs).toBe(1)
      expect(admins.docs[0].roles).toEqual(['admin'])
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      expect(settings.brandName).toBe(siteSettingsSeed.brandName)
      expect(settings.menus?.map((menu) => menu.label)).toEqual([
        'Solutions',
        'Platform',
        'Resources',
      ])
    },
  )

  it('the seeded admin signs in with SEED_ADMIN_PASSWORD', async () => {
    await seedAdmin(payload)
    const result = await payload.login({
      collection: 'users',
      data: { email: process.env.SEED_ADMIN_EMAIL!, password: process.env.SEED_ADMIN_PASSWORD! },
    })
    expect(result.user?.roles).toContain('admin')
  })

  it('pre-enrols the seeded admin with SEED_ADMIN_TOTP_SECRET, whose code passes the second step', async () => {
    await seedAdmin(payload)
    const { decodeJwt } = await import('jose')
    const { verifySecondStep } = await import('@/lib/twoFactor/flows')
    const { token, user } = await payload.login({
      collection: 'users',
      data: { email: process.env.SEED_ADMIN_EMAIL!, password: process.env.SEED_ADMIN_PASSWORD! },
    })
    const sid = decodeJwt(token!).sid as string
    // Another test file may have used the current window's code: the next window's is accepted too.
    const result = await verifySecondStep(
      payload,
      { userId: user!.id, sid },
      await totpCode(process.env.SEED_ADMIN_TOTP_SECRET!, 30),
    )
    expect(result).toEqual({ ok: true })
  })

  it('pre-enrols an existing admin that has no second factor yet', async () => {
    const { readTwoFactor } = await import('@/lib/twoFactor/store')
    const { user, email } = await createStaff(payload, ['admin'])
    const previous = process.env.SEED_ADMIN_EMAIL
    process.env.SEED_ADMIN_EMAIL = email
    try {
      await seedAdmin(payload)
    } finally {
      process.env.SEED_ADMIN_EMAIL = previous
    }
    expect((await readTwoFactor(payload, user.id))?.enabledAt).toBeTruthy()
  })

  it('without SEED_ADMIN_TOTP_SECRET, the first admin has no factor and must enrol', async () => {
    const { readTwoFactor } = await import('@/lib/twoFactor/store')
    const { secondStep } = await import('@/lib/twoFactor/state')
    const previous = {
      email: process.env.SEED_ADMIN_EMAIL,
      secret: process.env.SEED_ADMIN_TOTP_SECRET,
    }
    process.env.SEED_ADMIN_EMAIL = `first-admin-${Date.now()}@int.test`
    delete process.env.SEED_ADMIN_TOTP_SECRET
    try {
      await seedAdmin(payload)
      const admin = (
        await payload.find({
          collection: 'users',
          where: { email: { equals: process.env.SEED_ADMIN_EMAIL } },
        })
      ).docs[0]
      const record = await readTwoFactor(payload, admin.id)
      expect(record?.secret).toBeNull()
      expect(
        secondStep({ roles: admin.roles, hasFactor: false, verifiedSessions: [], sid: 'any' }),
      ).toBe('enrol')
    } finally {
      process.env.SEED_ADMIN_EMAIL = previous.email
      process.env.SEED_ADMIN_TOTP_SECRET = previous.secret
    }
  })

  it('with SEED_ROLE_USERS_PASSWORD, makes one user per role once, each signing in with its own code', async () => {
    const { decodeJwt } = await import('jose')
    const { verifySecondStep } = await import('@/lib/twoFactor/flows')
    await seedAdmin(payload)
    await seedAdmin(payload)
    const secrets = new Set<string>()
    for (const role of SEEDED_ROLES) {
      const email = roleUserEmail(role, process.env.SEED_ADMIN_EMAIL!)
      const found = await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        depth: 0,
      })
      expect(found.docs.map((user) => user.roles)).toEqual([[role]])
      const { token, user } = await payload.login({
        collection: 'users',
        data: { email, password: process.env.SEED_ROLE_USERS_PASSWORD! },
      })
      const secret = roleUserTotpSecret(role, process.env.SEED_ADMIN_TOTP_SECRET!)
      secrets.add(secret)
      const sid = decodeJwt(token!).sid as string
      expect(
        await verifySecondStep(payload, { userId: user!.id, sid }, await totpCode(secret, 30)),
      ).toEqual({ ok: true })
    }
    expect(secrets.size).toBe(SEEDED_ROLES.length)
  })

  it('without SEED_ROLE_USERS_PASSWORD, makes no user beside the admin', async () => {
    const domain = `no-role-users-${Date.now()}.test`
    const previous = {
      email: process.env.SEED_ADMIN_EMAIL,
      password: process.env.SEED_ROLE_USERS_PASSWORD,
    }
    process.env.SEED_ADMIN_EMAIL = `admin@${domain}`
    delete process.env.SEED_ROLE_USERS_PASSWORD
    try {
      await seedAdmin(payload)
      const made = await payload.find({
        collection: 'users',
        where: { email: { like: `@${domain}` } },
        depth: 0,
      })
      expect(made.docs.map((user) => user.email)).toEqual([`admin@${domain}`])
    } finally {
      process.env.SEED_ADMIN_EMAIL = previous.email
      process.env.SEED_ROLE_USERS_PASSWORD = previous.password
      await payload.delete({
        collection: 'users',
        where: { email: { like: `@${domain}` } },
        context: { disableRevalidate: true },
      })
    }
  })

  // The seed's site-settings step alone (the whole seed runs it, as the first test shows).
  it('does not overwrite site settings that staff changed', async () => {
    await seedSiteSettings(payload)
    const current = await payload.findGlobal({ slug: 'site-settings' })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...current, brandName: 'Renamed' },
      context: { disableRevalidate: true },
    })
    await seedSiteSettings(payload)
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('Renamed')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...current },
      context: { disableRevalidate: true },
    })
  })
})
