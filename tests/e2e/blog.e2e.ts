import AxeBuilder from '@axe-core/playwright'
import { keepOffline } from './offline'
import { fetchPage } from './pageCache'
import { expect, gotoReady, test } from './test'

// The fixture (tests/fixtures/wordpressData.ts) has 15 posts, newest first: post-1 is dated
// October 29, 2026; every third post is in all 3 categories; 1 in 4 (post-1, post-5, ...) has
// no featured media. Case Studies and Product News hold 10 posts each, one page.
// The server caches what WordPress answers (never a failure), so the tests that take
// WordPress down or make it hang ask for a view no other test loads: Hurricane Relief.

test.beforeEach(async ({ context }) => {
  await keepOffline(context)
})

const posts = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article')

test.describe('blog listing', () => {
  test('lists 12 posts with category chips, at most 2 categories per card and US long dates', async ({
    page,
  }) => {
    const response = await gotoReady(page, '/resources/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const chips = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link')
    await expect(chips).toHaveText([
      'All Posts',
      'Product News',
      'Case Studies',
      'Hurricane Relief',
    ])
    await expect(chips.first()).toHaveAttribute('aria-current', 'page')
    await expect(posts(page)).toHaveCount(12)
    const first = posts(page).first()
    await expect(first.getByRole('heading', { name: 'Sample post number 1' })).toBeVisible()
    await expect(first.getByText('October 29, 2026')).toBeVisible()
    await expect(first.getByText('Excerpt for post 1 & its story.')).toBeVisible()
    const third = posts(page).nth(2)
    await expect(third.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
      'Product News',
      'Case Studies',
    ])
    await expect(third.getByRole('link', { name: 'Sample post number 3' })).toHaveAttribute(
      'href',
      '/resources/blog/post-3',
    )
  })

  test('pager: Previous disabled on page 1, Next disabled on the last page, page in the URL', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await gotoReady(page, '/resources/blog')
    const pager = page.getByRole('navigation', { name: 'Blog pages' })
    await expect(pager.getByText('Page 1 of 2')).toBeVisible()
    await expect(pager.getByRole('link', { name: 'Previous' })).toBeDisabled()
    await pager.getByRole('link', { name: 'Next' }).scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await pager.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/resources\/blog\?page=2$/)
    await expect(posts(page)).toHaveCount(3)
    await expect(posts(page).first().getByRole('heading')).toHaveText('Sample post number 13')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(pager.getByText('Page 2 of 2')).toBeVisible()
    await expect(pager.getByRole('link', { name: 'Next' })).toBeDisabled()
    await pager.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/resources\/blog$/)
    await expect(posts(page)).toHaveCount(12)
  })

  test('a page of the listing can be opened from its URL, rendered on the server', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort())
    const response = await page.goto('/resources/blog?page=2')
    expect(response?.status()).toBe(200)
    await expect(posts(page)).toHaveCount(3)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
  })

  test('choosing a category filters the posts and starts again at page 1', async ({ page }) => {
    await gotoReady(page, '/resources/blog?page=2')
    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: 'Case Studies' })
      .click()
    await expect(page).toHaveURL(/\/resources\/blog\?category=case-studies$/)
    await expect(posts(page)).toHaveCount(10)
    await expect(page.getByRole('link', { name: 'Case Studies' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    for (const card of await posts(page).all()) {
      await expect(card.getByRole('list', { name: 'Categories' })).toContainText('Case Studies')
    }
    // One page only: no pager.
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0)
    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: 'All Posts' })
      .click()
    await expect(page).toHaveURL(/\/resources\/blog$/)
    await expect(posts(page)).toHaveCount(12)
  })

  test('shows 6 skeleton cards while a page of posts loads, then its result', async ({
    page,
    control,
  }) => {
    await gotoReady(page, '/resources/blog?category=product-news')
    await control('/wordpress/mode/hang')
    try {
      await page
        .getByRole('navigation', { name: 'Blog categories' })
        .getByRole('link', { name: 'Hurricane Relief' })
        .click()
      const skeleton = page.getByRole('status', { name: 'Loading posts' })
      await expect(skeleton.getByTestId('post-skeleton')).toHaveCount(6)
      // WordPress never answers: after the 5 s timeout the page shows the empty state.
      await expect(page.getByText('No posts found.')).toBeVisible({ timeout: 15_000 })
      await expect(skeleton).toHaveCount(0)
    } finally {
      await control('/wordpress/mode/up')
    }
  })

  test('WordPress down: the empty state, no error, and the page still answers 200', async ({
    page,
    control,
  }) => {
    await gotoReady(page, '/resources/blog') // categories are cached from here on
    const before = ((await control('/wordpress/requests')) as string[]).length
    await control('/wordpress/mode/down')
    try {
      const response = await gotoReady(page, '/resources/blog?category=hurricane-relief')
      expect(response?.status()).toBe(200)
      await expect(page.getByText('No posts found.')).toBeVisible()
      await expect(posts(page)).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0)
      // The page really asked WordPress for this view (no cache answered for it).
      const asked = ((await control('/wordpress/requests')) as string[]).slice(before)
      expect(
        asked.some(
          (path) => path.startsWith('/wp-json/wp/v2/posts?') && path.includes('categories=5'),
        ),
      ).toBe(true)
    } finally {
      await control('/wordpress/mode/up')
    }
  })
})

test.describe('blog post', () => {
  test('shows tags, title, author and avatar, date, featured image and the sanitised body', async ({
    page,
  }) => {
    const response = await gotoReady(page, '/resources/blog/post-2')
    expect(response?.status()).toBe(200)
    const article = page.getByRole('main').getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Sample post number 2')
    await expect(article.getByRole('list', { name: 'Tags' })).toHaveText('EMIS')
    await expect(article.getByText('Andrea Clarke')).toBeVisible()
    await expect(article.locator('img[src$="/avatar/a-96.png"]')).toHaveCount(1)
    await expect(article.getByText('October 28, 2026')).toBeVisible()
    await expect(article.getByRole('img', { name: 'Featured 2' })).toHaveAttribute(
      'src',
      /\/wp-content\/uploads\/large-2\.jpg$/,
    )
    await expect(article.getByText('Body of post 2.')).toBeVisible()
    await expect(article.getByRole('img', { name: 'Picture 2' })).toBeVisible()
    await expect(article.getByRole('link', { name: 'good link' })).toHaveAttribute(
      'href',
      'https://example.org/read',
    )
    await expect(article.getByText('bad link')).not.toHaveAttribute('href')
    expect(await article.innerHTML()).not.toMatch(/<script|onerror=|javascript:/i)
    await expect(article.getByRole('link', { name: /Back to Resources/ })).toHaveAttribute(
      'href',
      '/resources',
    )
  })

  test('carries BlogPosting data: headline, dates, author, image, publisher', async ({ page }) => {
    await page.goto('/resources/blog/post-2')
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    )
    const posting = data.find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: 'Sample post number 2',
      datePublished: '2026-10-28T12:00:00',
      author: { '@type': 'Person', name: 'Andrea Clarke' },
      publisher: { '@type': 'Organization', name: 'Simplified Education' },
    })
    expect(posting.image[0]).toMatch(/\/wp-content\/uploads\/large-2\.jpg$/)
    expect(posting.mainEntityOfPage['@id']).toMatch(/\/resources\/blog\/post-2$/)
  })

  test('takes its metadata from the post', async ({ page }) => {
    await gotoReady(page, '/resources/blog/post-2')
    await expect(page).toHaveTitle('Sample post number 2 | Simplified Education')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Excerpt for post 2 & its story.',
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2026-10-28T12:00:00',
    )
    await expect(page.locator('meta[property="article:author"]')).toHaveAttribute(
      'content',
      'Andrea Clarke',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/resources\/blog\/post-2$/,
    )
  })

  test('shows no featured image for a post without media', async ({ page }) => {
    await gotoReady(page, '/resources/blog/post-1')
    const article = page.getByRole('main').getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Sample post number 1')
    await expect(
      article.locator('img[src*="full-1"], img[src*="large-1"], img[src*="blog-placeholder"]'),
    ).toHaveCount(0)
  })

  test('opens from a card on the listing', async ({ page }) => {
    await gotoReady(page, '/resources/blog')
    await posts(page).nth(3).getByRole('link', { name: 'Sample post number 4' }).click()
    await expect(page).toHaveURL(/\/resources\/blog\/post-4$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample post number 4')
  })

  test('a missing post shows Post Not Found with a link back to Resources', async ({ page }) => {
    await gotoReady(page, '/resources/blog/no-such-post')
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible()
    await expect(
      page.getByText("Sorry, the blog post you're looking for doesn't exist."),
    ).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Resources' }),
    ).toHaveAttribute('href', '/resources')
  })

  test('a missing post is kept out of search engines', async ({ page }) => {
    await gotoReady(page, '/resources/blog/no-such-post')
    await expect(page).toHaveTitle('Post Not Found | Simplified Education')
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
  })
})

test('the listing and a post have no accessibility violations', async ({ page }) => {
  for (const path of ['/resources/blog', '/resources/blog/post-3']) {
    await gotoReady(page, path)
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([])
  }
})

test.describe('blog views that do not exist', () => {
  // Each is asked for twice: a view the page cache kept would answer the second time from it.
  for (const path of [
    '/resources/blog?category=no-such-category',
    '/es/resources/blog?category=no-such-category',
    '/resources/blog?page=3',
    '/resources/blog?category=case-studies&page=2',
  ]) {
    test(`${path} is the 404 page, kept out of search engines and out of every cache`, async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const { response, html, cached } = await fetchPage(path)
        expect(response.status).toBe(404)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(cached).toBe(false)
        expect(html).toMatch(/<meta name="robots" content="noindex/)
      }
    })
  }
})
