import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSiteSettings } from '../../seed'
import { seedContent } from '../../seed/content'
import { trustDocumentsSeed } from '../../seed/trustDocuments'
import { testPayload } from './helpers'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  await seedContent(payload)
})

const seededTitles = trustDocumentsSeed.map((entry) => entry.en.title)

describe('the trust centre seed', () => {
  it('writes each document once, with its own PDF, published in both languages', async () => {
    await seedContent(payload)
    const { docs } = await payload.find({
      collection: 'documents',
      where: { title: { in: trustDocumentsSeed.map((entry) => entry.es.title) } },
      depth: 1,
      pagination: false,
      locale: 'es',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(trustDocumentsSeed.length)
    for (const doc of docs) {
      const entry = trustDocumentsSeed.find(
        (candidate) => candidate.es.title === doc.title && candidate.language === doc.language,
      )
      expect(entry, doc.title).toBeDefined()
      expect(doc._status).toBe('published')
      const file = typeof doc.file === 'object' ? doc.file : null
      expect(file?.mimeType).toBe('application/pdf')
      expect(file?.filesize).toBeGreaterThan(3000)
    }
    expect(
      new Set(docs.map((doc) => (typeof doc.file === 'object' ? doc.file.id : doc.file))).size,
    ).toBe(docs.length)
  })

  it('shows visitors only the public documents; on-request ones stay staff’s', async () => {
    const visible = await payload.find({
      collection: 'documents',
      where: { title: { in: seededTitles } },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    const expected = trustDocumentsSeed.filter((entry) => entry.accessLevel === 'public').length
    expect(visible.docs).toHaveLength(expected)
    expect(visible.docs.every((doc) => doc.accessLevel === 'public')).toBe(true)
  })

  it('fills an empty Site settings › Trust centre in English and Spanish, and never overwrites a filled one', async () => {
    await seedSiteSettings(payload)
    const settings = (locale: 'en' | 'es') =>
      payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0 })
    const before = { en: (await settings('en')).trust, es: (await settings('es')).trust }
    const empty = { securityContact: null, statusPageUrl: null, uptime: null }
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'es',
      data: { trust: empty },
      context,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { trust: empty },
      context,
    })
    try {
      await seedContent(payload)
      expect((await settings('en')).trust).toMatchObject({
        securityContact: 'security@simplifiededu.example',
        statusPageUrl: 'https://status.simplifiededu.example',
        uptime: '99.95 % over the last 12 months',
      })
      expect((await settings('es')).trust?.uptime).toBe('99,95 % en los últimos 12 meses')

      await payload.updateGlobal({
        slug: 'site-settings',
        locale: 'en',
        data: { trust: { securityContact: 'staff@school.example' } },
        context,
      })
      await seedContent(payload)
      expect((await settings('en')).trust?.securityContact).toBe('staff@school.example')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        locale: 'en',
        data: { trust: before.en ?? empty },
        context,
      })
      await payload.updateGlobal({
        slug: 'site-settings',
        locale: 'es',
        data: { trust: { uptime: before.es?.uptime ?? null } },
        context,
      })
    }
  })
})
