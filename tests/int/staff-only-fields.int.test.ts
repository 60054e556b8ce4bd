import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteSettingsSeed } from '../../seed/siteSettings'
import { createEnrolledStaff, signInOverHttp, testPayload } from './helpers'
import { startApiServer } from './httpServer'

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>
let staffToken: string
let pageId: number
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  if (!(await payload.findGlobal({ slug: 'site-settings', depth: 0 })).brandName)
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context })
  ;({ id: pageId } = await payload.create({
    collection: 'pages',
    data: {
      title: 'Fields test',
      path: `fields-test-${Date.now()}`,
      _status: 'published',
      layout: [{ blockType: 'hero', heading: 'Fields test' }],
    },
    context,
  }))
  api = await startApiServer()
  staffToken = await signInOverHttp(api.url, await createEnrolledStaff(payload, ['editor']))
}, 240_000)

// Other files count the pages (the content seed's test): leave none behind.
afterAll(async () => {
  await api?.stop()
  if (pageId) await payload.delete({ collection: 'pages', id: pageId, context })
})

const read = (path: string, token?: string) =>
  fetch(`${api.url}${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} }).then(
    async (response) => {
      expect(response.status, path).toBe(200)
      return response.json()
    },
  )

describe('staff-only fields', () => {
  it('anonymous REST reads of the site settings carry no inboxes; staff reads do', async () => {
    const anonymous = await read('/api/globals/site-settings')
    expect(anonymous.brandName).toBeTruthy()
    expect(anonymous).not.toHaveProperty('inboxes')
    // The one address visitors may read: the security contact, public on purpose (security.txt names it).
    const addresses = JSON.stringify({ ...anonymous, trust: undefined }).match(
      /[\w.+-]+@[\w-]+\.[\w.]+/g,
    )
    expect(addresses).toBeNull()
    const staff = await read('/api/globals/site-settings', staffToken)
    expect(staff.inboxes.sales).toMatch(/@/)
    // The notifications read them through the Local API, as trusted code.
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { inboxes: true },
    })
    expect(settings.inboxes?.contact).toMatch(/@/)
  })

  it('anonymous REST reads of pages carry no CMS search text; staff reads do', async () => {
    const anonymous = await read('/api/pages?limit=1&depth=0&where[title][equals]=Fields%20test')
    expect(anonymous.docs[0].title).toBeTruthy()
    expect(anonymous.docs[0]).not.toHaveProperty('searchText')
    const staff = await read(
      '/api/pages?limit=1&depth=0&where[title][equals]=Fields%20test',
      staffToken,
    )
    expect(staff.docs[0].searchText).toBeTruthy()
  })

  it('anonymous REST reads of sub-processor notices do not say how many subscribers were emailed', async () => {
    const notice = await payload.create({
      collection: 'sub-processor-notices',
      data: {
        announcedAt: new Date().toISOString(),
        added: ['Fields test'],
        removed: [],
        changed: [],
        list: [],
        emailed: 7,
      },
      overrideAccess: true,
    })
    try {
      const anonymous = await read(`/api/sub-processor-notices/${notice.id}?depth=0`)
      expect(anonymous.added).toEqual(['Fields test'])
      expect(anonymous).not.toHaveProperty('emailed')
      const listed = await read(`/api/sub-processor-notices?depth=0&where[id][equals]=${notice.id}`)
      expect(listed.docs[0]).not.toHaveProperty('emailed')
      const admin = await signInOverHttp(api.url, await createEnrolledStaff(payload, ['admin']))
      expect((await read(`/api/sub-processor-notices/${notice.id}?depth=0`, admin)).emailed).toBe(7)
    } finally {
      await payload.delete({
        collection: 'sub-processor-notices',
        id: notice.id,
        overrideAccess: true,
      })
    }
  })
})
