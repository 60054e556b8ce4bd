import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { siteSettingsSeed } from '../../seed/siteSettings'
import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  it('run twice, creates one admin from SEED_ADMIN_EMAIL and fills site settings once', async () => {
    await seed(payload)
    await seed(payload)
    const admins = await payload.find({ collection: 'users', where: { email: { equals: process.env.SEED_ADMIN_EMAIL } } })
    expect(admins.totalDocs).toBe(1)
    expect(admins.docs[0].roles).toEqual(['admin'])
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandName).toBe(siteSettingsSeed.brandName)
    expect(settings.menus?.map((menu) => menu.label)).toEqual(['Solutions', 'Platform', 'Resources'])
  })

  it('the seeded admin signs in with SEED_ADMIN_PASSWORD', async () => {
    await seed(payload)
    const result = await payload.login({
      collection: 'users',
      data: { email: process.env.SEED_ADMIN_EMAIL!, password: process.env.SEED_ADMIN_PASSWORD! },
    })
    expect(result.user?.roles).toContain('admin')
  })

  it('does not overwrite site settings that staff changed', async () => {
    await seed(payload)
    const current = await payload.findGlobal({ slug: 'site-settings' })
    await payload.updateGlobal({ slug: 'site-settings', data: { ...current, brandName: 'Renamed' }, context: { disableRevalidate: true } })
    await seed(payload)
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('Renamed')
    await payload.updateGlobal({ slug: 'site-settings', data: { ...current }, context: { disableRevalidate: true } })
  })
})
