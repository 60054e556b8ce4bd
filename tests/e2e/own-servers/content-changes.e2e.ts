import pg from 'pg'
import type { SiteSetting } from '../../../src/payload-types'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { tinyPdf } from '../../fixtures/pdf'
import { startVarnish, varnishPort, type VarnishFixture } from '../../fixtures/varnish'
import { api } from '../cmsApi'
import { readSitemap } from '../sitemap'
import { signInOverRest } from '../twoFactor'
import {
  CHANGES,
  SETTINGS_PAGES,
  SUBJECTS,
  titleOf,
  type Change,
  type Marker,
  type Saved,
  type Subject,
} from './contentChangeMatrix'
import { expect, test } from './test'

// Every way content changes, for every collection a visitor sees, checked at every place the
// document appears, on the very next anonymous request: through Varnish (in front, purged by
// tag) and straight from the app. The cases come from one table (contentChangeMatrix.ts).
let varnish: VarnishFixture
let app: Awaited<ReturnType<typeof startIsolatedServer>>
let token: string
let database: pg.Client

type Origin = { name: string; url: () => string }
const ORIGINS: Origin[] = [
  { name: 'through Varnish', url: () => varnish.url },
  { name: 'without Varnish', url: () => app.baseUrl },
]

type Answer = {
  status: number
  html: string
  cache: string | null
  location: string | null
  type: string | null
}

async function get(origin: Origin, path: string): Promise<Answer> {
  const response = await fetch(`${origin.url()}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    html: await response.text(),
    cache: response.headers.get('x-cache'),
    location: response.headers.get('location'),
    type: response.headers.get('content-type'),
  }
}

/** The sitemap as a crawler reads it from this origin: the index, then each file it names. */
async function getSitemap(origin: Origin): Promise<Answer> {
  const sitemap = await readSitemap(async (path) => {
    const answer = await get(origin, path)
    return { status: answer.status, text: answer.html }
  })
  return {
    status: sitemap.status,
    html: sitemap.xml,
    cache: null,
    location: null,
    type: 'application/xml',
  }
}

/** What a place answers: the page at its path, or for the sitemap every file the index names. */
const read = (origin: Origin, place: string, path: string) =>
  place === 'sitemap' ? getSitemap(origin) : get(origin, path)

const rest = <T>(method: string, path: string, body?: unknown) =>
  api<T>(token, method, path, body, app.baseUrl)

let markers = 0
const newMarker = (): Marker => `mx${Date.now().toString(36)}${(markers++).toString(36)}`

/** The places a document appears, as the table names them, with the page each is read at. */
function placesOf(subject: Subject, doc: Saved, ownPage: string | undefined, marker: Marker) {
  return [
    ...(ownPage ? [{ place: 'own page', path: ownPage }] : []),
    ...subject.lists.map((path) => ({ place: `list ${path}`, path })),
    ...(ownPage ? [{ place: 'sitemap', path: '/sitemap.xml' }] : []),
    ...(subject.searchable ? [{ place: 'site search', path: `/search?q=${marker}` }] : []),
  ].map((entry) => ({ ...entry, doc }))
}

/** Visits every place of a document through Varnish, whose miss fills Next's cache and its own. */
async function warm(subject: Subject, doc: Saved, ownPage: string | undefined, marker: Marker) {
  for (const { place, path } of placesOf(subject, doc, ownPage, marker))
    await read(ORIGINS[0], place, path)
}

/** The share image the own page names, which must be drawn. */
async function shareImageOf(origin: Origin, html: string): Promise<string> {
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  expect(image, `og:image ${origin.name}`).toBeTruthy()
  const path = new URL(image!).pathname
  const answer = await get(origin, path)
  expect.soft(answer.status, `share image ${path} ${origin.name}`).toBe(200)
  expect.soft(answer.type, `share image ${path} ${origin.name}`).toBe('image/png')
  return path
}

/** Every place shows the document with this marker, on the next request; returns its share images. */
async function expectShown(
  subject: Subject,
  doc: Saved,
  ownPage: string | undefined,
  marker: Marker,
): Promise<string[]> {
  const images: string[] = []
  for (const origin of ORIGINS) {
    for (const { place, path } of placesOf(subject, doc, ownPage, marker)) {
      const answer = await read(origin, place, path)
      const where = `${subject.collection}: ${place} (${path}) ${origin.name}`
      expect.soft(answer.status, where).toBe(200)
      if (place === 'sitemap') expect.soft(answer.html, where).toContain(`${ownPage}</loc>`)
      else expect.soft(answer.html, where).toContain(titleOf(marker))
      if (place === 'site search' && ownPage)
        expect.soft(answer.html, `${where} links it`).toContain(`href="${ownPage}"`)
      if (place === 'own page') images.push(await shareImageOf(origin, answer.html))
    }
  }
  return images
}

/**
 * No place shows the document with this marker; its own page is a 404 that is never stored. A
 * moved document is still the same words elsewhere: only its old address is gone (a redirect or a
 * 404) and out of the sitemap.
 */
async function expectGone(
  subject: Subject,
  doc: Saved,
  ownPage: string | undefined,
  marker: Marker,
  { moved = false, images = [] as string[] } = {},
) {
  for (const origin of ORIGINS) {
    const places = placesOf(subject, doc, ownPage, marker).filter(
      ({ place }) => !moved || place === 'own page' || place === 'sitemap',
    )
    for (const { place, path } of places) {
      const answer = await read(origin, place, path)
      const where = `${subject.collection}: ${place} (${path}) ${origin.name}`
      if (place === 'sitemap') expect.soft(answer.html, where).not.toContain(`${ownPage}</loc>`)
      else if (!moved) expect.soft(answer.html, where).not.toContain(titleOf(marker))
      if (place !== 'own page') continue
      if (moved) expect.soft([301, 302, 307, 308, 404], where).toContain(answer.status)
      else {
        expect.soft(answer.status, where).toBe(404)
        // A 404 is never stored: asked again, Varnish passes it on.
        if (origin === ORIGINS[0])
          expect.soft((await get(origin, path)).cache, `${where}, asked again`).toBe('MISS')
      }
    }
    for (const image of moved ? [] : images)
      expect
        .soft((await get(origin, image)).status, `share image ${image} ${origin.name}`)
        .toBe(404)
  }
}

/** A scheduled publish or unpublish whose time has come: queued as the CMS queues it, due now. */
async function runSchedule(collection: string, id: number, type: 'publish' | 'unpublish') {
  const input = { type, doc: { relationTo: collection, value: String(id) } }
  const { rows } = await database.query<{ id: number }>(
    `INSERT INTO payload_jobs (input, task_slug, wait_until) VALUES ($1, 'schedulePublish', now()) RETURNING id`,
    [JSON.stringify(input)],
  )
  const job = rows[0].id
  const state = async () => {
    const found = await database.query<{ completed_at: Date | null; has_error: boolean }>(
      `SELECT completed_at, has_error FROM payload_jobs WHERE id = $1`,
      [job],
    )
    const row = found.rows[0]
    if (!row) return 'done'
    if (row.has_error) return 'failed'
    return row.completed_at ? 'done' : 'waiting'
  }
  // The server's job tick runs what is due; the change is judged after it, never by the clock.
  await expect.poll(state, { timeout: 30_000 }).toBe('done')
}

/** A PDF of its own for a trust document of the table. */
async function uploadPdf(marker: Marker): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([tinyPdf(marker)], { type: 'application/pdf' }), `${marker}.pdf`)
  form.append('_payload', JSON.stringify({}))
  const response = await fetch(`${app.baseUrl}/api/document-files`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function create(
  subject: Subject,
  marker: Marker,
  status: 'published' | 'draft',
): Promise<Saved> {
  const file = subject.needsFile ? await uploadPdf(marker) : undefined
  const { doc } = await rest<{ doc: Saved }>('POST', `/${subject.collection}`, {
    ...subject.create(marker, file),
    _status: status,
  })
  return doc
}

const update = (subject: Subject, doc: Saved, data: Record<string, unknown>, draft = false) =>
  rest<{ doc: Saved }>(
    'PATCH',
    `/${subject.collection}/${doc.id}${draft ? '?draft=true' : ''}`,
    data,
  ).then((answer) => answer.doc)

/** One case: a document of `subject` goes through `change`, and every place is checked after each step. */
async function walk(subject: Subject, change: Change): Promise<void> {
  const marker = newMarker()
  const doc = await create(subject, marker, change === 'schedule a publish' ? 'draft' : 'published')
  const own = subject.ownPage?.(doc)
  try {
    switch (change) {
      case 'publish':
        await expectShown(subject, doc, own, marker)
        return
      case 'edit while published': {
        const before = await expectShown(subject, doc, own, marker)
        await warm(subject, doc, own, marker)
        const edited = newMarker()
        const saved = await update(subject, doc, { ...subject.edit(edited), _status: 'published' })
        const after = await expectShown(subject, saved, own, edited)
        await expectGone(subject, saved, undefined, marker)
        for (const image of after)
          expect.soft(before, 'a new title draws a new share image').not.toContain(image)
        return
      }
      case 'draft after publish, then unpublish': {
        const images = await expectShown(subject, doc, own, marker)
        await warm(subject, doc, own, marker)
        const drafted = newMarker()
        await update(subject, doc, subject.edit(drafted), true)
        // A draft shows nowhere: the published words stay, the draft's appear in no place.
        await expectShown(subject, doc, own, marker)
        await expectGone(subject, doc, undefined, drafted)
        // The CMS's Unpublish: the document saved as a draft, outside draft mode.
        await update(subject, doc, { _status: 'draft' })
        await expectGone(subject, doc, own, marker, { images })
        return
      }
      case 'schedule a publish':
        await warm(subject, doc, own, marker)
        await expectGone(subject, doc, own, marker)
        await runSchedule(subject.collection, doc.id, 'publish')
        await expectShown(subject, doc, own, marker)
        return
      case 'schedule an unpublish': {
        const images = await expectShown(subject, doc, own, marker)
        await warm(subject, doc, own, marker)
        await runSchedule(subject.collection, doc.id, 'unpublish')
        await expectGone(subject, doc, own, marker, { images })
        return
      }
      case 'delete': {
        const images = await expectShown(subject, doc, own, marker)
        await warm(subject, doc, own, marker)
        await rest('DELETE', `/${subject.collection}/${doc.id}`)
        await expectGone(subject, doc, own, marker, { images })
        return
      }
      case 'move': {
        await expectShown(subject, doc, own, marker)
        await warm(subject, doc, own, marker)
        const { data, ownPage } = subject.move!(doc, marker)
        const moved = await update(subject, doc, { ...data, _status: 'published' })
        await expectShown(subject, moved, ownPage, marker)
        await expectGone(subject, moved, own, marker, { moved: true })
        return
      }
    }
  } finally {
    if (change !== 'delete')
      await rest('DELETE', `/${subject.collection}/${doc.id}`).catch(() => undefined)
  }
}

test.describe('every way content changes shows on the next request, through Varnish and without it', () => {
  // Not serial: one case failing must not hide the others (a failure costs a new worker and server).
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    const port = await varnishPort()
    app = await startIsolatedServer(
      { VARNISH_PURGE_URL: `http://127.0.0.1:${port}/`, TRUSTED_PROXY_HOPS: '1' },
      { seed: true },
    )
    varnish = await startVarnish(port, Number(new URL(app.baseUrl).port))
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
    database = new pg.Client({ connectionString: app.env.DATABASE_URL })
    await database.connect()
  })

  test.afterAll(async () => {
    await database?.end()
    await varnish?.stop()
    await app?.stop()
  })

  for (const subject of SUBJECTS) {
    for (const change of CHANGES) {
      if (change === 'move' && !subject.move) continue
      test(`${subject.collection}: ${change}`, async () => {
        await walk(subject, change)
      })
    }
  }

  test('site-settings: edit', async () => {
    const settings = await rest<SiteSetting>('GET', '/globals/site-settings?depth=0')
    for (const path of SETTINGS_PAGES) await get(ORIGINS[0], path)
    const blurb = titleOf(newMarker())
    try {
      await rest('POST', '/globals/site-settings', { footerBlurb: blurb })
      for (const origin of ORIGINS)
        for (const path of SETTINGS_PAGES)
          expect.soft((await get(origin, path)).html, `${path} ${origin.name}`).toContain(blurb)
    } finally {
      await rest('POST', '/globals/site-settings', { footerBlurb: settings.footerBlurb })
    }
  })
})
