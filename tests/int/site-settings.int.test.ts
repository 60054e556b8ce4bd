import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { createStaff, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('site settings', () => {
  it('visitors may read them but not change them', async () => {
    await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { brandName: 'Hacked' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('a reviewer cannot change them; an editor can', async () => {
    const { user: reviewer } = await createStaff(payload, ['reviewer'])
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { tagline: 'Reviewer tagline' },
        user: reviewer,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const { user: editor } = await createStaff(payload, ['editor'])
    const current = await payload.findGlobal({ slug: 'site-settings' })
    const updated = await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...current, tagline: 'Editor tagline' },
      user: editor,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(updated.tagline).toBe('Editor tagline')
  })
})
