import { describe, expect, it } from 'vitest'
import { makePost, wpCategories } from '../fixtures/wordpressData'
import {
  mapPosts,
  PLACEHOLDER_IMAGE,
  readCategories,
  readPostList,
  readSinglePost,
} from '@/lib/wordpress/map'

const origin = 'https://blog.example'

describe('WordPress posts list', () => {
  it('reads total pages and total from the X-WP headers', () => {
    const headers = new Headers({ 'X-WP-TotalPages': '2', 'X-WP-Total': '15' })
    const result = readPostList([makePost(1), makePost(2)], headers)
    expect(result.totalPages).toBe(2)
    expect(result.total).toBe(15)
    expect(result.posts.map((post) => post.slug)).toEqual(['post-1', 'post-2'])
  })

  it('falls back to the array alone as 1 page and 0 total without paging headers', () => {
    const result = readPostList([makePost(1), makePost(2), makePost(3)], new Headers())
    expect(result).toMatchObject({ totalPages: 1, total: 0 })
    expect(result.posts).toHaveLength(3)
  })

  it('leaves the bodies out of a list (cards do not show them)', () => {
    const [post] = readPostList([makePost(1)], new Headers()).posts
    expect(post).not.toHaveProperty('contentHtml')
  })

  it('rejects a body that is not a list of posts', () => {
    expect(() => readPostList({ code: 'rest_no_route' }, new Headers())).toThrow()
  })

  it('leaves out a post that does not validate and keeps the others', () => {
    const posts = mapPosts([{ id: 'not a number' }, makePost(2)], origin)
    expect(posts.map((post) => post.slug)).toEqual(['post-2'])
  })
})

describe('WordPress post mapping', () => {
  it('maps title, text excerpt, author with 96px avatar, categories and tags', () => {
    const [post] = mapPosts([makePost(3)], origin)
    expect(post.title).toBe('Sample post number 3')
    expect(post.excerpt).toBe('Excerpt for post 3 & its story.')
    expect(post.author).toEqual({
      name: 'Andrea Clarke',
      avatarUrl: 'https://cdn.example/avatar/a-96.png',
    })
    expect(post.categories.map((term) => term.name)).toEqual([
      'Product News',
      'Case Studies',
      'Hurricane Relief',
    ])
    expect(post.tags).toEqual([{ id: 21, name: 'Attendance' }])
    expect(post.date).toBe('2026-10-27T12:00:00')
  })

  it("keeps WordPress's UTC date beside its local one, and null when it sends none", () => {
    const [post] = readPostList(
      [{ ...makePost(2), date: '2026-10-28T07:00:00', date_gmt: '2026-10-28T12:00:00' }],
      new Headers(),
    ).posts
    expect(post).toMatchObject({ date: '2026-10-28T07:00:00', dateGmt: '2026-10-28T12:00:00' })
    expect(
      readPostList([{ ...makePost(2), date_gmt: null }], new Headers()).posts[0].dateGmt,
    ).toBeNull()
  })

  it('strips an HTML excerpt to text, decoding entities and separating paragraphs', () => {
    const raw = {
      ...makePost(2),
      excerpt: {
        rendered: '<p>First&nbsp;line&#8230;</p><p>It&#8217;s <em>second</em> [&hellip;]</p>\n',
      },
    }
    const [post] = mapPosts([raw], origin)
    expect(post.excerpt).toBe('First line… It’s second […]')
  })

  it('uses the medium and large sizes of the embedded featured image', () => {
    const [post] = mapPosts([makePost(2)], origin)
    expect(post.featuredMedia).toBe(502)
    expect(post.image).toEqual({
      medium: 'https://cdn.example/wp-content/uploads/medium-2.jpg',
      large: 'https://cdn.example/wp-content/uploads/large-2.jpg',
      sourceUrl: 'https://cdn.example/wp-content/uploads/full-2.jpg',
      alt: 'Featured 2',
    })
  })

  it('falls back to the original image when WordPress made no sizes', () => {
    const raw = makePost(2)
    raw._embedded['wp:featuredmedia'] = [
      {
        id: 502,
        source_url: 'https://cdn.example/wp-content/uploads/full-2.jpg',
        alt_text: '',
        media_details: { sizes: {} },
      },
    ] as never
    const [post] = mapPosts([raw], origin)
    expect(post.image.medium).toBe('https://cdn.example/wp-content/uploads/full-2.jpg')
    expect(post.image.large).toBe('https://cdn.example/wp-content/uploads/full-2.jpg')
    expect(post.image.alt).toBe('Sample post number 2')
  })

  it('uses the placeholder for a post without media (featured_media 0)', () => {
    const [post] = mapPosts([makePost(1)], origin)
    expect(post.featuredMedia).toBe(0)
    expect(post.image.medium).toBe(PLACEHOLDER_IMAGE)
    expect(post.image.large).toBe(PLACEHOLDER_IMAGE)
  })

  it('uses the placeholder when WordPress embeds an error instead of the media', () => {
    const raw = {
      ...makePost(2),
      _embedded: {
        ...makePost(2)._embedded,
        'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry' }],
      },
    }
    const [post] = mapPosts([raw], origin)
    expect(post.featuredMedia).toBe(502)
    expect(post.image.large).toBe(PLACEHOLDER_IMAGE)
  })

  it('still maps a post that came without any embeds', () => {
    const { _embedded: _ignored, ...bare } = makePost(4)
    const [post] = mapPosts([bare], origin)
    expect(post.title).toBe('Sample post number 4')
    expect(post.categories).toEqual([])
    expect(post.tags).toEqual([])
    expect(post.author).toEqual({ name: 'Unknown author', avatarUrl: null })
    expect(post.image.medium).toBe(PLACEHOLDER_IMAGE)
  })

  it('sanitises the body while mapping, before anything is cached', () => {
    const post = readSinglePost([makePost(5)], origin)
    expect(post?.contentHtml).toContain('<p>Body of post 5.</p>')
    expect(post?.contentHtml).not.toMatch(/<script|onerror|javascript:/i)
  })
})

describe('WordPress single post and categories', () => {
  it('takes the first post of a slug lookup', () => {
    expect(readSinglePost([makePost(7)], origin)?.slug).toBe('post-7')
  })

  it('answers null when the slug lookup finds nothing', () => {
    expect(readSinglePost([], origin)).toBeNull()
  })

  it('maps categories to id, name and slug', () => {
    expect(readCategories(wpCategories)).toEqual([
      { id: 3, name: 'Product News', slug: 'product-news' },
      { id: 4, name: 'Case Studies', slug: 'case-studies' },
      { id: 5, name: 'Hurricane Relief', slug: 'hurricane-relief' },
    ])
  })

  it('decodes entities in category names', () => {
    expect(
      readCategories([{ id: 9, name: 'News &amp; Events', slug: 'news-events' }])[0].name,
    ).toBe('News & Events')
  })
})
