import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkedPaths, internalPathExists } from '@/lib/links/internalLinks'
import type { Page } from '@/payload-types'
import { seedContent } from '../../seed/content'
import { testPayload } from './helpers'

let payload: Payload
// No Next server here to revalidate in; the link check still runs (only the seed skips it).
const context = { disableRevalidate: true }
let counter = 0

beforeAll(async () => {
  payload = await testPayload()
  await seedContent(payload)
})

// The database is shared with the other files (content.int counts the seeded documents).
afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { like: '/int-' } }, context })
  await payload.delete({
    collection: 'pages',
    where: { path: { like: 'int-' } },
    context: { ...context, skipLinkCheck: true },
  })
})

const unique = (name: string) => `${name}-${Date.now()}-${(counter += 1)}`

const heroLinkingTo = (href: string): Page['layout'] => [
  {
    blockType: 'hero',
    heading: 'A page with a button',
    links: [{ label: 'Go', href, appearance: 'primary' }],
  },
]

async function publishPage(
  path: string,
  layout: Page['layout'] = [{ blockType: 'hero', heading: `Page ${path}` }],
) {
  return payload.create({
    collection: 'pages',
    data: { title: `Page ${path}`, path, layout, _status: 'published' },
    context,
  })
}

describe('link integrity', () => {
  it('every internal link of the seeded pages leads somewhere, so marketers can publish them as they are', async () => {
    const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0 })
    const broken: string[] = []
    for (const page of docs)
      for (const path of linkedPaths(page.layout))
        if (!(await internalPathExists(payload, path))) broken.push(`${page.path} → ${path}`)
    expect(broken).toEqual([])
  })

  it('refuses to delete a page other pages link to, naming them', async () => {
    const target = await publishPage(unique('int-target'))
    const linking = await publishPage(unique('int-linking'), heroLinkingTo(`/${target.path}#top`))
    await expect(payload.delete({ collection: 'pages', id: target.id, context })).rejects.toThrow(
      new RegExp(
        `cannot be deleted: these pages link to it: ${linking.title} \\(/${linking.path}\\)`,
      ),
    )
    await payload.delete({ collection: 'pages', id: linking.id, context })
    await payload.delete({ collection: 'pages', id: target.id, context })
    expect(
      (await payload.count({ collection: 'pages', where: { id: { equals: target.id } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('shows an error on a link to a page that does not exist when publishing', async () => {
    const missing = `/${unique('no-such-page')}`
    await expect(publishPage(unique('int-broken'), heroLinkingTo(missing))).rejects.toThrow(/Href/)
  })

  it('accepts links to code routes, existing case studies and jobs, and redirects', async () => {
    const job = (await payload.find({ collection: 'jobs', limit: 1 })).docs[0]
    for (const path of [
      '/careers',
      `/careers/${job.id}`,
      '/case-studies/jamaica',
      '/resources/blog/any-post',
      '/demo',
    ])
      expect(await internalPathExists(payload, path), path).toBe(true)
    expect(await internalPathExists(payload, '/case-studies/nowhere')).toBe(false)
    expect(await internalPathExists(payload, '/careers/999999')).toBe(false)
  })
})

describe('automatic redirect', () => {
  it('a published page whose path changes leaves a 301 from the old path to the page', async () => {
    const oldPath = unique('int-old')
    const page = await publishPage(oldPath)
    const moved = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: unique('int-new'), _status: 'published' },
      context,
    })
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/${oldPath}` } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].type).toBe('301')
    expect(docs[0].to?.reference?.value).toBe(moved.id)
  })

  it('a draft with a new path leaves no redirect until it is published', async () => {
    const oldPath = unique('int-draft-old')
    const page = await publishPage(oldPath)
    const newPath = unique('int-draft-new')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: newPath },
      draft: true,
      context,
    })
    const redirectsFrom = () =>
      payload.count({ collection: 'redirects', where: { from: { equals: `/${oldPath}` } } })
    expect((await redirectsFrom()).totalDocs).toBe(0)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      context,
    })
    expect((await redirectsFrom()).totalDocs).toBe(1)
  })
})
