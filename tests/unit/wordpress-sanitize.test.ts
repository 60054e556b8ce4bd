import { describe, expect, it } from 'vitest'
import { makePost } from '../fixtures/wordpressData'
import { sanitizePostHtml } from '@/lib/wordpress/sanitize'

const origin = 'https://blog.example'

describe('WordPress HTML sanitiser', () => {
  const body = sanitizePostHtml(makePost(1).content.rendered, origin)

  it('removes script tags and their content', () => {
    expect(body).not.toContain('<script')
    expect(body).not.toContain("alert('x')")
  })

  it('removes event handler attributes', () => {
    expect(body).not.toContain('onerror')
  })

  it('removes javascript: links but keeps their text', () => {
    expect(body).not.toMatch(/javascript:/i)
    expect(body).toContain('bad link')
  })

  it('keeps images and good links', () => {
    expect(body).toContain('src="https://cdn.example/wp-content/uploads/img-1.jpg"')
    expect(body).toContain('alt="Picture 1"')
    expect(body).toContain('<a href="https://example.org/read">good link</a>')
  })

  it('keeps an iframe from an allowed video host', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abc123" title="Demo" allowfullscreen></iframe>'
    expect(sanitizePostHtml(html, origin)).toContain('src="https://www.youtube.com/embed/abc123"')
  })

  it('drops iframes from any other host', () => {
    const html = '<iframe src="https://evil.example/page"></iframe><p>after</p>'
    const clean = sanitizePostHtml(html, origin)
    expect(clean).not.toContain('evil.example')
    expect(clean).toContain('<p>after</p>')
  })

  it('removes inline styles, forms and data: image sources', () => {
    const html =
      '<p style="position:fixed">x</p><form action="https://evil.example"><input></form><img src="data:image/svg+xml,<svg onload=alert(1)>">'
    const clean = sanitizePostHtml(html, origin)
    expect(clean).not.toMatch(/style=|<form|<input|data:/)
  })

  it('points site-relative image and link paths at the WordPress site', () => {
    const clean = sanitizePostHtml(
      '<img src="/wp-content/uploads/a.jpg" alt="a"><a href="/2026/10/other-post/">other</a>',
      origin,
    )
    expect(clean).toContain('src="https://blog.example/wp-content/uploads/a.jpg"')
    expect(clean).toContain('href="https://blog.example/2026/10/other-post/"')
  })

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    expect(
      sanitizePostHtml('<a href="https://example.org" target="_blank">x</a>', origin),
    ).toContain('rel="noopener noreferrer"')
  })
})
