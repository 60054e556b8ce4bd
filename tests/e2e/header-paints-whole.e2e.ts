import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './test'

/**
 * A server in front of the app that sends a page's HTML in two parts: up to the end of the main
 * menu's first item, then, when the test says so, the rest. So the browser meets the header half
 * parsed, as it does when the network splits the stream there. Everything else passes through.
 */
async function startSplittingProxy(appUrl: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', appUrl), {
      headers: { accept: req.headers.accept ?? '*/*' },
    })
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
    if (!type.startsWith('text/html')) {
      res.writeHead(upstream.status, { 'content-type': type })
      return res.end(Buffer.from(await upstream.arrayBuffer()))
    }
    const html = await upstream.text()
    // A page without a main menu is sent whole, and the test's checks then fail.
    const split = html.indexOf('</li>', html.indexOf('<nav')) + '</li>'.length
    res.writeHead(upstream.status, { 'content-type': type })
    res.write(html.slice(0, split))
    await released
    res.end(html.slice(split))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, release, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test('a header that arrives in parts is shown whole: nothing in it shifts', async ({
  page,
  baseURL,
}) => {
  const proxy = await startSplittingProxy(baseURL!)
  try {
    await page.goto(`${proxy.url}/`, { waitUntil: 'commit' })
    const row = page.locator('body > header > div')
    await expect(row).toHaveCount(1)
    // Two frames while the rest of the page is held: the browser has painted what it has.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(
      await row.evaluate((element) => element.checkVisibility({ visibilityProperty: true })),
    ).toBe(false)
    proxy.release()
    await page.waitForLoadState('load')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    const shift = await page.evaluate(() => {
      // A buffered observer holds every shift so far at once.
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      const shifts = observer.takeRecords() as unknown as { value: number }[]
      observer.disconnect()
      return shifts.reduce((sum, entry) => sum + entry.value, 0)
    })
    expect(shift).toBe(0)
  } finally {
    proxy.release()
    await proxy.stop()
  }
})
