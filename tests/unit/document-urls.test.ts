import { describe, expect, it } from 'vitest'
import { BLOG_PATH, blogHref } from '@/lib/blogUrls'
import {
  blogPostUrl,
  caseStudyUrl,
  documentOfPath,
  documentUrl,
  jobUrl,
  pageUrl,
} from '@/lib/documentUrls'
import { localizedPagePath } from '../../config/localeRoutes.mjs'

/** The path without its language, as Next's rewrites serve a public URL (`/resources/blog` → `/next/blog/-/1`). */
const served = (publicUrl: string) =>
  localizedPagePath(publicUrl)!.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/'

describe('a document URL read back', () => {
  it('gives the job back', () => {
    expect(jobUrl(7)).toBe('/careers/7')
    expect(documentOfPath(jobUrl(7))).toEqual({ kind: 'job', id: 7 })
    expect(documentOfPath(served(documentUrl('jobs', { id: 7 })))).toEqual({ kind: 'job', id: 7 })
  })

  it('gives the case study back', () => {
    expect(caseStudyUrl('st-vincent')).toBe('/case-studies/st-vincent')
    expect(documentOfPath(served(documentUrl('case-studies', { slug: 'st-vincent' })))).toEqual({
      kind: 'case-study',
      slug: 'st-vincent',
    })
  })

  it('gives the blog post back, its slug encoded in the URL and decoded again', () => {
    expect(blogPostUrl('hello-world')).toBe('/resources/blog/hello-world')
    for (const slug of ['hello-world', 'caf%c3%a9', 'año nuevo'])
      expect(documentOfPath(served(blogPostUrl(slug))), slug).toEqual({ kind: 'blog-post', slug })
  })

  it('gives the page back, the home page included', () => {
    expect(pageUrl('solutions/governments')).toBe('/solutions/governments')
    expect(pageUrl('/')).toBe('/')
    for (const path of ['solutions/governments', 'pricing', '/'])
      expect(documentOfPath(served(documentUrl('pages', { path }))), path).toEqual({
        kind: 'page',
        path,
      })
  })

  it('gives the blog listing back from the route its views are served from', () => {
    expect(served(BLOG_PATH)).toBe('/next/blog/-/1')
    expect(documentOfPath(served(BLOG_PATH))).toEqual({ kind: 'blog-listing' })
    expect(blogHref({ category: 'news', page: 2 })).toBe('/resources/blog?category=news&page=2')
    expect(documentOfPath('/next/blog/news/2')).toEqual({ kind: 'blog-listing' })
  })

  it('reads a route’s segments as it reads the path they make', () => {
    for (const path of [
      '/careers/7',
      '/case-studies/jamaica',
      '/resources/blog/post-2',
      '/next/blog/-/1',
      '/pricing',
      '/caf%C3%A9',
      '/',
    ])
      expect(documentOfPath(path.split('/').filter(Boolean)), path).toEqual(documentOfPath(path))
  })
})

describe('a path that is not quite a document URL', () => {
  it('ignores a trailing slash', () => {
    expect(documentOfPath('/careers/7/')).toEqual({ kind: 'job', id: 7 })
    expect(documentOfPath('/case-studies/jamaica/')).toEqual({
      kind: 'case-study',
      slug: 'jamaica',
    })
    expect(documentOfPath('/solutions/governments/')).toEqual({
      kind: 'page',
      path: 'solutions/governments',
    })
  })

  it('reads an upper-case page path as the stored lower-case one, as the catch-all route does', () => {
    expect(documentOfPath('/Solutions/Governments')).toEqual({
      kind: 'page',
      path: 'solutions/governments',
    })
    // Routes are case-sensitive: /Careers/7 is served by the catch-all, not the job route.
    expect(documentOfPath('/Careers/7')).toEqual({ kind: 'page', path: 'careers/7' })
  })

  it('decodes a page path as the catch-all route does', () => {
    expect(documentOfPath('/caf%C3%A9')).toEqual({ kind: 'page', path: 'café' })
  })

  it('is nothing when a segment does not decode', () => {
    for (const path of [
      '/100%',
      '/pricing/%zz',
      '/careers/%',
      '/case-studies/%E0%A4%A',
      '/resources/blog/50%',
    ])
      expect(documentOfPath(path), path).toBeNull()
    expect(documentOfPath(['caf%C3'])).toBeNull()
  })

  it('is nothing on the job or case-study route when the last segment cannot be an id or a slug', () => {
    for (const path of [
      '/careers/abc',
      '/careers/7a',
      '/careers/1234567890',
      '/case-studies/St-Vincent',
      '/case-studies/a_b',
    ])
      expect(documentOfPath(path), path).toBeNull()
    // getJob reads a leading zero as the same job.
    expect(documentOfPath('/careers/007')).toEqual({ kind: 'job', id: 7 })
  })

  it('is a page path with one segment too many or too few for a document route', () => {
    expect(documentOfPath('/careers')).toEqual({ kind: 'page', path: 'careers' })
    expect(documentOfPath('/careers/7/apply')).toEqual({ kind: 'page', path: 'careers/7/apply' })
    expect(documentOfPath('/case-studies')).toEqual({ kind: 'page', path: 'case-studies' })
    expect(documentOfPath('/case-studies/jamaica/more')).toEqual({
      kind: 'page',
      path: 'case-studies/jamaica/more',
    })
    expect(documentOfPath(BLOG_PATH)).toEqual({ kind: 'page', path: 'resources/blog' })
    expect(documentOfPath(`${BLOG_PATH}/a/b`)).toEqual({ kind: 'page', path: 'resources/blog/a/b' })
  })

  it('leaves a share image’s prefix to pageCacheTags, which reads it as the page it shows', () => {
    // pageCacheTags strips /share-image/<version> before it asks (varnish.e2e.ts shows the tags).
    expect(documentOfPath('/share-image/0123abcd/careers/7')).toEqual({
      kind: 'page',
      path: 'share-image/0123abcd/careers/7',
    })
  })
})

describe('a document without what its address is made of', () => {
  it('has no URL yet', () => {
    expect(documentUrl('pages', { path: '' })).toBeNull()
    expect(documentUrl('pages', undefined)).toBeNull()
    expect(documentUrl('case-studies', { slug: null })).toBeNull()
    expect(documentUrl('jobs', {})).toBeNull()
  })
})
