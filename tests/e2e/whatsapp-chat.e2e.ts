import type { Browser, Locator, Page, Response as BrowserResponse } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { SiteSetting } from '../../src/payload-types'
import type { HttpFixture } from '../fixtures/httpFixture'
import { adminLogin, api } from './cmsApi'
import { englishLeftovers, sameAsEnglish } from './englishLeftovers'
import { unique, useOwnIp } from './forms'
import { startMatomo } from './matomoStandIn'
import { keepOffline } from './offline'
import { expect, gotoReady, test } from './test'

type Line = NonNullable<SiteSetting['whatsapp']>[number]

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

// Two lines six hours apart: at MONDAY_AFTERNOON Jamaica (UTC−5) is open and Lagos (UTC+1) closed.
const JAMAICA: Omit<Line, 'id'> = {
  country: 'Jamaica',
  number: '+18765550123',
  label: 'Sales team',
  timeZone: 'America/Jamaica',
  hours: [
    { days: [...WEEKDAYS], opens: '08:00', closes: '17:00' },
    { days: ['saturday'], opens: '09:00', closes: '12:00' },
  ],
  message: 'Hello! I would like to know more about the platform.',
}
const NIGERIA: Omit<Line, 'id'> = {
  country: 'Nigeria',
  number: '+2348031234567',
  timeZone: 'Africa/Lagos',
  hours: [{ days: [...WEEKDAYS], opens: '09:00', closes: '16:00' }],
  message: 'Good day! We would like to talk about our schools.',
}
const SPANISH_LABEL = 'Equipo de ventas'
const SPANISH_MESSAGE = '¡Hola! Quisiera saber más sobre la plataforma.'

/** Monday 2 March 2026, 20:30 UTC: 15:30 in Jamaica, 21:30 in Lagos. */
const MONDAY_AFTERNOON = new Date('2026-03-02T20:30:00Z')

const EN = {
  region: 'Chat with us on WhatsApp',
  jamaica: 'Chat on WhatsApp: Jamaica, Sales team (opens WhatsApp)',
  nigeria: 'Chat on WhatsApp: Nigeria (opens WhatsApp)',
  open: 'Open now',
  closed: 'Closed now',
}
const ES = {
  region: 'Chatee con nosotros por WhatsApp',
  jamaica: `Chatear por WhatsApp: Jamaica, ${SPANISH_LABEL} (abre WhatsApp)`,
  nigeria: 'Chatear por WhatsApp: Nigeria (abre WhatsApp)',
  open: 'Abierto ahora',
  closed: 'Cerrado ahora',
}

/**
 * Saves both lines in Site settings: English first, then the Spanish label and message of
 * Jamaica's line. Nigeria's stays English only, so Spanish pages fall back to its English message.
 */
async function saveLines(token: string) {
  await api(token, 'POST', '/globals/site-settings', { whatsapp: [JAMAICA, NIGERIA] })
  const saved = await api<SiteSetting>(token, 'GET', '/globals/site-settings?depth=0&locale=en')
  const rows = saved.whatsapp ?? []
  expect(rows.map((row) => row.country)).toEqual(['Jamaica', 'Nigeria'])
  const spanish = rows.map((row) => ({
    ...row,
    country: null,
    label: row.country === 'Jamaica' ? SPANISH_LABEL : null,
    message: row.country === 'Jamaica' ? SPANISH_MESSAGE : null,
  }))
  await api(token, 'POST', '/globals/site-settings?locale=es', { whatsapp: spanish })
}

const clearLines = (token: string) => api(token, 'POST', '/globals/site-settings', { whatsapp: [] })

/** The line's card on the page, by its heading (the country). */
const card = (page: Page, country: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: country, exact: true }) })

/** A line's hours as its card lists them: each row's days, and each row's times. */
async function expectHours(line: Locator, days: string[], times: string[]) {
  await expect(line.getByRole('term')).toHaveText(days)
  await expect(line.getByRole('definition')).toHaveText(times)
}

/** A chat link's number and prefilled text. */
async function chatOf(link: Locator) {
  const url = new URL((await link.getAttribute('href'))!)
  return {
    where: `${url.origin}${url.pathname}`,
    text: url.searchParams.get('text'),
    keys: [...url.searchParams.keys()],
  }
}

const STABLE = '(WA-[0-9A-HJKMNP-TV-Z]{4})'
const FRESH = '(WA-[0-9A-HJKMNP-TV-Z]{6})'
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A context in which every https:// page (wa.me) is answered inside the browser. */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled })
  await keepOffline(context)
  const page = await context.newPage()
  return { context, page }
}

async function fillDemo(page: Page, lastName: string) {
  const demo = page.getByRole('form', { name: 'Request a demo' })
  await demo.getByLabel(/^First Name/).fill('Marcus')
  await demo.getByLabel(/^Last Name/).fill(lastName)
  await demo.getByLabel(/^Email/).fill('marcus.whatsapp@school.example')
  await demo.getByLabel(/^School \/ Organization/).fill('Mona Heights Primary')
  await demo.getByLabel(/^Your Role/).selectOption({ label: 'Teacher' })
  await demo.getByLabel(/^Country/).selectOption({ label: 'Jamaica' })
  return demo.getByRole('button', { name: 'Request Demo' })
}

test('with no WhatsApp line (the default), /contact, /es/contact and the demo thank-you show none', async ({
  browser,
}) => {
  for (const path of ['/contact', '/es/contact', '/demo', '/es/demo']) {
    const html = await (await fetch(`${process.env.E2E_BASE_URL}${path}`)).text()
    expect(html, path).not.toContain('wa.me/')
  }
  const { context, page } = await visitor(browser, true)
  await useOwnIp(page)
  await gotoReady(page, '/demo')
  await (await fillDemo(page, `NoWhatsApp ${unique()}`)).click()
  const thanks = page.getByRole('region', { name: 'Thank You!' })
  await expect(thanks.getByRole('link', { name: 'Watch Product Demos' })).toBeVisible()
  await expect(thanks.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
  await context.close()
})

test.describe('with two WhatsApp lines in Site settings', () => {
  test.describe.configure({ mode: 'serial' })
  let token: string

  test.beforeAll(async () => {
    token = await adminLogin()
    await saveLines(token)
  })

  test.afterAll(async () => {
    await clearLines(token)
  })

  test('without JavaScript, /contact has plain wa.me links with the message and a stable reference, and the hours', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, false)
    await page.goto('/contact')
    const region = page.getByRole('region', { name: EN.region })
    const jamaica = region.getByRole('link', { name: EN.jamaica, exact: true })
    await expect(jamaica).toHaveText('Chat on WhatsApp')
    const chat = await chatOf(jamaica)
    expect(chat.where).toBe('https://wa.me/18765550123')
    expect(chat.keys).toEqual(['text'])
    expect(chat.text).toMatch(new RegExp(`^${escaped(JAMAICA.message!)} \\(ref ${STABLE}\\)$`))
    const nigeria = await chatOf(region.getByRole('link', { name: EN.nigeria, exact: true }))
    expect(nigeria.where).toBe('https://wa.me/2348031234567')
    expect(nigeria.text).toMatch(new RegExp(`^${escaped(NIGERIA.message!)} \\(ref ${STABLE}\\)$`))

    // Hours as written, in each line's own time; whether it is open is the browser's to say.
    await expect(card(page, 'Jamaica')).toContainText('Opening hours, Jamaica time')
    await expectHours(
      card(page, 'Jamaica'),
      ['Monday–Friday', 'Saturday'],
      ['08:00–17:00', '09:00–12:00'],
    )
    await expect(card(page, 'Nigeria')).toContainText('Opening hours, Nigeria time')
    await expectHours(card(page, 'Nigeria'), ['Monday–Friday'], ['09:00–16:00'])
    await expect(region).not.toContainText(EN.open)
    await expect(region).not.toContainText(EN.closed)

    // The reference is the page's and the line's: the same on the next visit, another per line.
    await page.reload()
    expect((await chatOf(jamaica)).text).toBe(chat.text)
    expect(/WA-\w+/.exec(chat.text!)![0]).not.toBe(/WA-\w+/.exec(nigeria.text!)![0])
    await context.close()
  })

  test('without JavaScript, /es/contact says it in Spanish; an untranslated message falls back to English', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, false)
    await page.goto('/es/contact')
    const region = page.getByRole('region', { name: ES.region })
    const jamaica = region.getByRole('link', { name: ES.jamaica, exact: true })
    await expect(jamaica).toHaveText('Chatear por WhatsApp')
    expect((await chatOf(jamaica)).text).toMatch(
      new RegExp(`^${escaped(SPANISH_MESSAGE)} \\(ref\\. ${STABLE}\\)$`),
    )
    const nigeria = await chatOf(region.getByRole('link', { name: ES.nigeria, exact: true }))
    expect(nigeria.text).toMatch(
      new RegExp(`^${escaped(NIGERIA.message!)} \\(ref\\. ${STABLE}\\)$`),
    )
    await expect(card(page, 'Jamaica')).toContainText(SPANISH_LABEL)
    await expect(card(page, 'Jamaica')).toContainText('Horario de atención, hora de Jamaica')
    await expectHours(
      card(page, 'Jamaica'),
      ['lunes–viernes', 'sábado'],
      ['08:00–17:00', '09:00–12:00'],
    )
    // Another page (the language), another reference.
    await page.goto('/contact')
    const english = await chatOf(page.getByRole('link', { name: EN.nigeria, exact: true }))
    expect(/WA-\w+/.exec(english.text!)![0]).not.toBe(/WA-\w+/.exec(nigeria.text!)![0])
    await context.close()
  })

  test('with JavaScript, each line says whether it is open now in its own time zone, in both languages, and passes axe', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, true)
    await page.clock.setFixedTime(MONDAY_AFTERNOON)
    await gotoReady(page, '/contact')
    await expect(card(page, 'Jamaica')).toContainText(EN.open)
    await expect(card(page, 'Nigeria')).toContainText(EN.closed)
    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby="chat-with-us-on-whatsapp-heading"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations).toEqual([])
    await gotoReady(page, '/es/contact')
    await expect(card(page, 'Jamaica')).toContainText(ES.open)
    await expect(card(page, 'Nigeria')).toContainText(ES.closed)
    expect(await englishLeftovers(page)).toEqual([])
    expect(await sameAsEnglish(page, '/contact')).toEqual([])
    await context.close()
  })

  test('with JavaScript, a click opens the chat with a fresh reference, and the island loads only where WhatsApp shows', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, true)
    /** How many of the scripts a page loads hold the chat link's code. */
    const islandScripts = async (path: string) => {
      const bodies: Promise<string>[] = []
      const seen = (response: BrowserResponse) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.text().catch(() => ''))
      }
      page.on('response', seen)
      await gotoReady(page, path)
      await page.waitForLoadState('networkidle')
      page.off('response', seen)
      return (await Promise.all(bodies)).filter((body) => body.includes('https://wa.me/')).length
    }
    expect(await islandScripts('/pricing')).toBe(0)
    expect(await islandScripts('/contact')).toBeGreaterThan(0)

    const link = page.getByRole('link', { name: EN.jamaica, exact: true })
    const stable = (await chatOf(link)).text
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await popup.waitForURL(/^https:\/\/wa\.me\//)
    const url = new URL(popup.url())
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/18765550123')
    const text = url.searchParams.get('text')!
    expect(text).toMatch(new RegExp(`^${escaped(JAMAICA.message!)} \\(ref ${FRESH}\\)$`))
    expect(text).not.toBe(stable)
    await context.close()
  })

  test('a click is counted as a lead, naming WhatsApp and its reference, only once the visitor accepted analytics', async ({
    browser,
  }) => {
    const matomo: HttpFixture = await startMatomo()
    const settings = await api<SiteSetting>(token, 'GET', '/globals/site-settings?depth=0')
    const events = () =>
      matomo.requests.filter((request) => request.startsWith('/matomo.php?action=event'))
    const clickChat = async (page: Page) => {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: EN.jamaica, exact: true }).click(),
      ])
      await popup.waitForURL(/^https:\/\/wa\.me\//)
      const reference = /\(ref (WA-\w{6})\)$/.exec(
        new URL(popup.url()).searchParams.get('text')!,
      )![1]
      await popup.close()
      return reference
    }
    const choose = async (page: Page, button: string) => {
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes('/api/consent') && r.request().method() === 'POST',
        ),
        banner.getByRole('button', { name: button, exact: true }).click(),
      ])
      await expect(banner).toBeHidden()
    }
    try {
      await api(token, 'POST', '/globals/site-settings', {
        analytics: { provider: 'matomo', url: `${matomo.url}/`, siteId: '7' },
      })

      const refused = await visitor(browser, true)
      await gotoReady(refused.page, '/contact')
      await choose(refused.page, 'Reject all')
      await clickChat(refused.page)
      await refused.context.close()
      expect(matomo.requests).toEqual([])

      const accepted = await visitor(browser, true)
      await gotoReady(accepted.page, '/contact')
      await choose(accepted.page, 'Accept all')
      // The tool is running once it has counted this page.
      await expect
        .poll(() =>
          matomo.requests.some((request) => request.startsWith('/matomo.php?action=pageview')),
        )
        .toBe(true)
      const reference = await clickChat(accepted.page)
      await expect
        .poll(events)
        .toEqual([`/matomo.php?action=event&e_c=lead&e_a=whatsapp&e_n=${reference}`])
      await accepted.context.close()
    } finally {
      await api(token, 'POST', '/globals/site-settings', { analytics: settings.analytics })
      await matomo.stop()
    }
  })

  test('the demo form’s thank-you offers the lines, with JavaScript and without', async ({
    browser,
  }) => {
    const scripted = await visitor(browser, true)
    await useOwnIp(scripted.page)
    await gotoReady(scripted.page, '/demo')
    await (await fillDemo(scripted.page, `WhatsApp ${unique()}`)).click()
    const thanks = scripted.page.getByRole('region', { name: 'Thank You!' })
    await expect(
      thanks.getByRole('heading', { name: 'Prefer to chat? Message us on WhatsApp' }),
    ).toBeVisible()
    const jamaica = thanks.getByRole('link', { name: EN.jamaica, exact: true })
    expect((await chatOf(jamaica)).text).toMatch(
      new RegExp(`^${escaped(JAMAICA.message!)} \\(ref ${STABLE}\\)$`),
    )
    await expect(thanks.getByRole('link', { name: EN.nigeria, exact: true })).toBeVisible()
    await expect(thanks).toContainText('Opening hours, Nigeria time')
    await scripted.context.close()

    const plain = await visitor(browser, false)
    await useOwnIp(plain.page)
    await plain.page.goto('/demo')
    const submit = await fillDemo(plain.page, `WhatsApp no script ${unique()}`)
    const [response] = await Promise.all([
      plain.page.waitForResponse((r) => r.request().isNavigationRequest()),
      submit.click(),
    ])
    expect(response.request().method()).toBe('POST')
    await plain.page.waitForLoadState('domcontentloaded')
    const sent = plain.page.getByRole('region', { name: 'Thank You!' })
    await expect(sent).toContainText('Your demo request has been received.')
    const link = sent.getByRole('link', { name: EN.jamaica, exact: true })
    expect((await chatOf(link)).where).toBe('https://wa.me/18765550123')
    await expectHours(
      card(plain.page, 'Jamaica'),
      ['Monday–Friday', 'Saturday'],
      ['08:00–17:00', '09:00–12:00'],
    )
    await plain.context.close()
  })

  test('screenshots of /contact with WhatsApp, in English and Spanish, for docs/marketers.md', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, true)
    await page.clock.setFixedTime(MONDAY_AFTERNOON)
    for (const [path, words, file] of [
      ['/contact', EN, 'whatsapp-contact-en'],
      ['/es/contact', ES, 'whatsapp-contact-es'],
    ] as const) {
      await gotoReady(page, path)
      const region = page.getByRole('region', { name: words.region })
      await expect(card(page, 'Nigeria')).toContainText(words.closed)
      await region.screenshot({ path: `docs/marketers/${file}.png` })
    }
    await context.close()
  })
})
