import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Response } from '@playwright/test'
import { deleteLeads, generateLeads, insertLeads, type Query } from '../fixtures/generatedLeads'
import { query } from './database'
import { expect, gotoReady, test } from './test'
import { signInWithToken } from './twoFactor'

const run: Query = async (text, values) => ({ rows: await query(text, values) })

// Strings every build of ECharts carries (the method the dashboard calls, its renderer's name).
const CHART_LIBRARY_MARKS = ['renderToSVGString', 'zrender']

/** The bodies of the scripts the browser fetched for a page, until it was live and left alone. */
async function scriptsOf(page: Page, open: () => Promise<unknown>) {
  const bodies: Promise<string>[] = []
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  }
  page.on('response', listener)
  await open()
  await page.waitForLoadState('networkidle')
  page.off('response', listener)
  return Promise.all(bodies)
}

test('staff see leads per week by form, the top sources and landing pages, and filter them', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // Generated leads over the last 12 weeks, the newest a day old, removed again at the end.
  const ids = await insertLeads(
    run,
    generateLeads(400, { now: new Date(Date.now() - 24 * 60 * 60 * 1000) }),
  )
  try {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await signInWithToken(page)
    await page.goto('/cms/leads')
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    const perWeek = page.getByRole('table', { name: 'Leads per week by form' })
    // A header row and twelve weeks, each with a column per form and a total.
    await expect(perWeek.getByRole('row')).toHaveCount(13)
    for (const column of [
      'Week of',
      'Newsletter',
      'Demo requests',
      'Quote requests',
      'Contact messages',
      'Recovery applications',
      'Total',
    ])
      await expect(perWeek.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Chart of leads per week by form/ })).toBeVisible()
    const sources = page.getByRole('table', { name: /^UTM source, else the referring site/ })
    for (const source of ['direct', 'www.google.com', 'newsletter'])
      await expect(sources.getByRole('rowheader', { name: source, exact: true })).toBeVisible()
    const pages = page.getByRole('table', { name: /^The first page of the visit/ })
    await expect(pages.getByRole('rowheader', { name: '/pricing', exact: true })).toBeVisible()
    // The picture in docs/marketers.md, retaken on every run.
    await page.screenshot({ path: 'docs/marketers/leads-dashboard.png', fullPage: true })

    // The filters are a plain GET form: the choice is in the address, and applies to all three.
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Demo requests' })
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/[?&]form=demo(&|$)/)
    await expect(perWeek.getByRole('columnheader')).toHaveText(['Week of', 'Demo requests'])
    await expect(page.getByText(/ leads from .+, demo requests\./)).toBeVisible()
  } finally {
    await deleteLeads(run, ids)
  }
})

test('the chart library reaches no page as JavaScript, the public ones nor the dashboard', async ({
  page,
}) => {
  // The marks are real: ECharts' own build carries them.
  const library = readFileSync(path.resolve('node_modules/echarts/dist/echarts.min.js'), 'utf8')
  for (const mark of CHART_LIBRARY_MARKS) expect(library).toContain(mark)

  const bodies: string[] = []
  for (const route of ['/', '/contact', '/demo', '/pricing', '/es'])
    bodies.push(...(await scriptsOf(page, () => gotoReady(page, route))))
  await signInWithToken(page)
  bodies.push(
    ...(await scriptsOf(page, async () => {
      await page.goto('/cms/leads')
      await expect(page.getByRole('table', { name: 'Leads per week by form' })).toBeVisible()
    })),
  )
  expect(bodies.length).toBeGreaterThan(0)
  for (const mark of CHART_LIBRARY_MARKS)
    expect(bodies.filter((body) => body.includes(mark))).toHaveLength(0)
})
