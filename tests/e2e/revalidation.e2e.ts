import type { Faq, Page as CmsPage, PricingTier, SiteSetting } from '../../src/payload-types'
import { api, editorToken, findOne } from './cmsApi'
import { fetchPage } from './pageCache'
import { expect, test } from './test'

const QUESTION = 'How do we get started with the platform?'

/** Visits until Next serves the page from its cache, so a later cached answer proves nothing re-rendered. */
async function cached(path: string) {
  await expect.poll(async () => (await fetchPage(path)).cached, { timeout: 15_000 }).toBe(true)
  return fetchPage(path)
}

test('an editor’s FAQ answer and tier price appear within seconds; an unrelated page is not re-rendered', async () => {
  const token = await editorToken()
  const faq = await findOne<Faq>(token, 'faqs', 'question', QUESTION)
  const basic = await findOne<PricingTier>(token, 'pricing-tiers', 'name', 'Basic')
  await cached('/faqs')
  await cached('/pricing')
  const unrelatedBefore = await cached('/company')

  const newAnswer = `Book a demo and we will set up your school in days. (${Date.now()})`
  try {
    await api(token, 'PATCH', `/faqs/${faq.id}`, { answer: newAnswer, _status: 'published' })
    await api(token, 'PATCH', `/pricing-tiers/${basic.id}`, { price: 1.25, _status: 'published' })
    await expect
      .poll(async () => (await fetchPage('/faqs')).html, { timeout: 10_000, intervals: [250] })
      .toContain(newAnswer)
    await expect
      .poll(async () => (await fetchPage('/pricing')).html, { timeout: 10_000, intervals: [250] })
      .toContain('$1.25')

    const unrelatedAfter = await fetchPage('/company')
    expect(unrelatedAfter.cached).toBe(true)
    expect(unrelatedAfter.html).toBe(unrelatedBefore.html)
  } finally {
    await api(token, 'PATCH', `/faqs/${faq.id}`, { answer: faq.answer, _status: 'published' })
    await api(token, 'PATCH', `/pricing-tiers/${basic.id}`, {
      price: basic.price,
      _status: 'published',
    })
  }
  await expect
    .poll(async () => (await fetchPage('/pricing')).html, { timeout: 10_000 })
    .toContain('$1.00')
})

test('a Site settings change refreshes the pages that show it', async () => {
  const token = await editorToken()
  const settings = await api<SiteSetting>(token, 'GET', '/globals/site-settings?depth=0')
  await cached('/faqs')
  const helpPortal = `https://support-${Date.now()}.example`
  try {
    await api(token, 'POST', '/globals/site-settings', {
      externalUrls: { ...settings.externalUrls, helpPortal },
    })
    await expect
      .poll(async () => (await fetchPage('/faqs')).html, { timeout: 10_000, intervals: [250] })
      .toContain(helpPortal)
  } finally {
    await api(token, 'POST', '/globals/site-settings', { externalUrls: settings.externalUrls })
  }
})

test('an unpublish takes a page down on the next request, though a draft was saved after its publish', async () => {
  const token = await editorToken()
  const path = `e2e-unpublish-${Date.now()}`
  const { doc } = await api<{ doc: CmsPage }>(token, 'POST', '/pages', {
    title: 'E2E unpublish',
    path,
    layout: [{ blockType: 'hero', heading: 'Published, then taken down' }],
    _status: 'published',
  })
  try {
    expect((await cached(`/${path}`)).html).toContain('Published, then taken down')
    // A draft changes nothing visitors see: the cached page stays as it was.
    await api(token, 'PATCH', `/pages/${doc.id}?draft=true`, {
      layout: [{ blockType: 'hero', heading: 'A draft nobody sees' }],
    })
    expect((await fetchPage(`/${path}`)).html).toContain('Published, then taken down')
    // The CMS's Unpublish: the document saved as a draft, outside draft mode.
    await api(token, 'PATCH', `/pages/${doc.id}`, { _status: 'draft' })
    expect((await fetch(`${process.env.E2E_BASE_URL}/${path}`)).status).toBe(404)
  } finally {
    await api(token, 'DELETE', `/pages/${doc.id}`)
  }
})
