import { adminLogin, api } from './cmsApi'
import { expect, test } from './test'

/** The search page's HTML for a query, over plain HTTP. */
async function searchHtml(
  path: string,
): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`)
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** The titles of the results list, in order (none when the page shows no list). */
function resultTitles(html: string): string[] {
  const list = html.match(/<ol aria-labelledby="search-results"[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? ''
  return [...list.matchAll(/<li[^>]*>.*?<a [^>]*>(.*?)<\/a>/g)].map((match) => match[1])
}

test.describe('site search with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the header leads to the form, and the form to ranked results with their kind, link and marked words', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    await page.getByLabel('Search the site').fill('attendance')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=attendance$/)
    const results = page.getByRole('main').getByRole('listitem')
    await expect(results.first()).toBeVisible()
    const first = results.first()
    await expect(first.getByText(/^(Page|Case study|FAQ|Job|Blog post)$/)).toBeVisible()
    await expect(first.locator('mark').first()).toHaveText(/attendance/i)
    const href = await first.getByRole('link').getAttribute('href')
    expect((await page.request.get(href!)).status()).toBe(200)
  })

  test('in Spanish: "Buscar", Spanish kinds, and accents do not matter', async ({ page }) => {
    await page.goto('/es')
    await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/es\/search$/)
    await page.getByLabel('Buscar en el sitio').fill('educacion')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/es\/search\?q=educacion$/)
    const results = page.getByRole('main').getByRole('listitem')
    await expect(results.first()).toBeVisible()
    await expect(
      results.first().getByText(/^(Página|Caso de éxito|Pregunta frecuente|Empleo|Artículo)$/),
    ).toBeVisible()
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\/es(\/|$)/)
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/educaci[oó]n/i)
  })
})

test.describe('site search over HTTP', () => {
  test('an empty query shows only the form; the page is noindex and never shared-cached', async () => {
    for (const path of ['/search', '/search?q=', '/es/search', '/search?q=%20%20']) {
      const { status, html, headers } = await searchHtml(path)
      expect(status, path).toBe(200)
      expect(html).toContain('<form')
      expect(html).not.toMatch(/No results for|No hay resultados/)
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
      expect(headers.get('x-robots-tag')).toContain('noindex')
      expect(headers.get('cache-control') ?? '').not.toMatch(/s-maxage|public/)
    }
  })

  test('finds what is published at once, never a draft, and drops what is unpublished', async () => {
    const token = await adminLogin()
    const word = `wombatique${Date.now().toString(36)}`
    const faq = await api<{ doc: { id: number } }>(token, 'POST', '/faqs', {
      category: 'getting-started',
      question: `Does ${word} work offline?`,
      answer: 'Yes, it does.',
      order: 50,
      _status: 'published',
    })
    try {
      let page = await searchHtml(`/search?q=${word}`)
      expect(resultTitles(page.html)).toEqual([`Does ${word} work offline?`])
      expect(page.html).toContain('href="/faqs"')
      expect(page.html).toContain('>FAQ<')

      await api(token, 'PATCH', `/faqs/${faq.doc.id}?draft=true`, {
        question: `Does ${word}-draft work?`,
      })
      expect(resultTitles((await searchHtml(`/search?q=${word}-draft`)).html)).toEqual([])

      await api(token, 'PATCH', `/faqs/${faq.doc.id}`, { _status: 'draft' })
      page = await searchHtml(`/search?q=${word}`)
      expect(resultTitles(page.html)).toEqual([])
      expect(page.html).toContain(`No results for “${word}”`)
    } finally {
      await api(token, 'DELETE', `/faqs/${faq.doc.id}`)
    }
  })

  test('blog posts come from WordPress; when it is down the rest still shows, with a line saying so', async ({
    control,
  }) => {
    let page = await searchHtml('/search?q=sample%20post%20number')
    const titles = resultTitles(page.html)
    expect(titles.length).toBeGreaterThan(0)
    expect(page.html).toContain('>Blog post<')
    expect(page.html).toContain('href="/resources/blog/post-')
    expect((await searchHtml('/es/search?q=sample')).html).toContain(
      'href="/es/resources/blog/post-',
    )

    await control('/wordpress/mode/down')
    try {
      page = await searchHtml('/search?q=attendance')
      expect(page.status).toBe(200)
      expect(page.html).toContain('Blog posts could not be searched just now.')
      expect(resultTitles(page.html).length).toBeGreaterThan(0)
      expect((await searchHtml('/es/search?q=asistencia')).html).toContain(
        'No se pudieron buscar los artículos del blog en este momento.',
      )
    } finally {
      await control('/wordpress/mode/up')
    }
  })

  for (const [name, q] of [
    ['quotes', '"unbalanced'],
    ['markup', '<script>alert(1)</script>'],
    ['SQL', "' OR 1=1; DROP TABLE site_search; --"],
    ['brackets', '((( ]]] {'],
    ['emoji', '📚🎓'],
    ['a lone minus', '-'],
    ['a NUL', 'a\u0000b'],
  ]) {
    test(`${name}: 200, escaped, never a 500`, async () => {
      const { status, html } = await searchHtml(`/search?q=${encodeURIComponent(q)}`)
      expect(status).toBe(200)
      expect(html).not.toContain('<script>alert(1)</script>')
      // Either the no-results line or a list (WordPress's own search may match what ours does not).
      expect(html).toMatch(/No results for “|<ol aria-labelledby="search-results"/)
      if (name === 'markup')
        expect(html).toContain('No results for “&lt;script&gt;alert(1)&lt;/script&gt;”')
    })
  }

  test('a query over 200 characters is cut to 200; an odd page is page 1; a page past the end has no results', async () => {
    const long = `attendance ${'x'.repeat(300)}`
    const { html } = await searchHtml(`/search?q=${long}`)
    expect(html).toContain(`value="${long.slice(0, 200)}"`)
    expect(html).not.toContain(long.slice(0, 201))

    const first = resultTitles((await searchHtml('/search?q=attendance')).html)
    expect(resultTitles((await searchHtml('/search?q=attendance&page=abc')).html)).toEqual(first)
    const past = await searchHtml('/search?q=attendance&page=999')
    expect(past.status).toBe(200)
    expect(resultTitles(past.html)).toEqual([])
    expect(past.html).toContain('No results for “attendance”')
  })
})
