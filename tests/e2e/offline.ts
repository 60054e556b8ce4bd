import type { BrowserContext } from '@playwright/test'

const PIXEL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'

/**
 * Answers every https:// request the page makes (WordPress media, avatars, school logos, a
 * school's own site in a new tab) inside the browser, so a test never leaves the machine.
 * Returns the URLs of documents it answered, i.e. pages that would have opened.
 */
export async function keepOffline(context: BrowserContext): Promise<string[]> {
  const documents: string[] = []
  await context.route(/^https:\/\//, (route) => {
    const request = route.request()
    if (request.resourceType() === 'document') {
      documents.push(request.url())
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>School site</title><h1>School site</h1>',
      })
    }
    return route.fulfill({ contentType: 'image/svg+xml', body: PIXEL_SVG })
  })
  return documents
}
