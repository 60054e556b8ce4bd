import type { APIRequestContext } from '@playwright/test'
import type { Media, Page as CmsPage } from '../../src/payload-types'
import { solidPng } from '../fixtures/png'
import { api, editorToken } from './cmsApi'
import { cacheCounts } from './pageCache'
import { expect, test } from './test'
import { richText } from '../../seed/lexical'

/** The og:image and twitter:image a page names, as paths on the server under test. */
async function shareImages(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const meta = (attribute: string, name: string) => {
    const tag = html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`))
    expect(tag, `${name} of ${path}`).not.toBeNull()
    return new URL(tag![1].replaceAll('&amp;', '&')).pathname
  }
  return { og: meta('property', 'og:image'), twitter: meta('name', 'twitter:image') }
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, after the signature and chunk header). */
function pngSize(bytes: Buffer) {
  expect(
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ).toBe(true)
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function png(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const bytes = await response.body()
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
  return bytes
}

async function firstJobPath(request: APIRequestContext) {
  const html = await (await request.get('/careers')).text()
  const path = html.match(/href="(\/careers\/\d+)"/)?.[1]
  expect(path, 'a job linked from /careers').toBeDefined()
  return path!
}

async function createPage(token: string, fields: Record<string, unknown>) {
  const path = `e2e-share-${Date.now()}`
  const { doc } = await api<{ doc: CmsPage }>(token, 'POST', '/pages', {
    title: 'Share image test',
    path,
    layout: [
      { blockType: 'richText', content: richText([{ p: 'A page for the share image tests.' }]) },
    ],
    _status: 'published',
    ...fields,
  })
  return { doc, url: `/${path}` }
}

test.describe('share images', () => {
  const pages = {
    'a CMS page': async () => '/pricing',
    'a CMS page in Spanish': async () => '/es/pricing',
    'a case study': async () => '/case-studies/jamaica',
    'a job': firstJobPath,
    'a blog post from WordPress': async () => '/resources/blog/post-2',
  } satisfies Record<string, (request: APIRequestContext) => Promise<string>>

  for (const [kind, pathOf] of Object.entries(pages)) {
    test(`${kind} names a 1200×630 PNG of its own as og:image and twitter:image`, async ({
      request,
    }) => {
      const path = await pathOf(request)
      const images = await shareImages(request, path)
      expect(images.twitter).toBe(images.og)
      expect(images.og).toMatch(/\/share-image\/[0-9a-f]{12}(\/|$)/)
      await png(request, images.og)
    })
  }

  test('the English and Spanish pages share different images', async ({ request }) => {
    const english = await shareImages(request, '/pricing')
    const spanish = await shareImages(request, '/es/pricing')
    expect(spanish.og).toMatch(/^\/es\/share-image\//)
    expect((await png(request, spanish.og)).equals(await png(request, english.og))).toBe(false)
  })

  test('the image chosen in the SEO tab wins', async ({ request }) => {
    const token = await editorToken()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(solidPng(120, 63))], { type: 'image/png' }),
      `share-${Date.now()}.png`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Chosen share image' }))
    const upload = await fetch(`${process.env.E2E_BASE_URL}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc: media } = (await upload.json()) as { doc: Media }
    const { doc, url } = await createPage(token, { meta: { image: media.id } })
    try {
      const images = await shareImages(request, url)
      expect(images).toEqual({
        og: new URL(media.url!, process.env.E2E_BASE_URL).pathname,
        twitter: images.og,
      })
    } finally {
      await api(token, 'DELETE', `/pages/${doc.id}`)
      await api(token, 'DELETE', `/media/${media.id}`)
    }
  })

  test('a new title gives a new image URL and a new image; the old URL leads to it', async ({
    request,
  }) => {
    const token = await editorToken()
    const { doc, url } = await createPage(token, { title: 'Schools that run themselves' })
    try {
      const before = (await shareImages(request, url)).og
      const oldImage = await png(request, before)
      await api(token, 'PATCH', `/pages/${doc.id}`, {
        title: 'Escuelas con menos papeleo',
        _status: 'published',
      })
      await expect
        .poll(async () => (await shareImages(request, url)).og, {
          timeout: 10_000,
          intervals: [250],
        })
        .not.toBe(before)
      const after = (await shareImages(request, url)).og
      expect((await png(request, after)).equals(oldImage)).toBe(false)
      const old = await request.get(before, { maxRedirects: 0 })
      expect(old.status()).toBe(307)
      expect(old.headers()['location']).toBe(after)
    } finally {
      await api(token, 'DELETE', `/pages/${doc.id}`)
    }
  })

  test('a share image is drawn once and then served from the data cache', async ({ request }) => {
    const image = (await shareImages(request, '/case-studies/jamaica')).og
    const invented = image.replace(/\/share-image\/[0-9a-f]{12}/, '/share-image/000000000000')
    const first = await png(request, image)
    await request.get(invented, { maxRedirects: 0 })
    // The redirect reads only what says which version is current; the image reads its drawing too.
    let before = await cacheCounts()
    await request.get(invented, { maxRedirects: 0 })
    const readsForVersion = (await cacheCounts()).dataHits - before.dataHits
    before = await cacheCounts()
    expect((await png(request, image)).equals(first)).toBe(true)
    const after = await cacheCounts()
    expect(after.dataHits - before.dataHits).toBeGreaterThan(readsForVersion)
    expect(after.writes).toBe(before.writes)
  })

  test('an invented version is sent to the current image and never stored', async ({ request }) => {
    const current = (await shareImages(request, '/pricing')).og
    const invented = (version: string) =>
      current.replace(/\/share-image\/[0-9a-f]{12}/, `/share-image/${version}`)
    // The first ask warms the reads the answer needs; the second must then write nothing.
    expect((await request.get(invented('000000000000'), { maxRedirects: 0 })).status()).toBe(307)
    const before = await cacheCounts()
    const response = await request.get(invented('111111111111'), { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toBe(current)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect((await cacheCounts()).writes).toBe(before.writes)
  })

  test('a page that does not exist has no share image', async ({ request }) => {
    const response = await request.get('/share-image/000000000000/no-such-page', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(404)
  })
})
