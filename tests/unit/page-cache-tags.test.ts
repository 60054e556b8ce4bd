import { describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import { cmsPageTags } from '@/lib/cmsPageTags'

const blocks = (...types: string[]) =>
  ({ layout: types.map((blockType) => ({ blockType })) }) as unknown as Pick<Page, 'layout'>

describe('the cache tags of a CMS page', () => {
  it('are its own, the list of pages, and the collections its blocks list', () => {
    expect(cmsPageTags('faqs', blocks('hero', 'faqList', 'callToAction'))).toEqual([
      'page:faqs',
      'pages',
      'faqs',
    ])
    expect(
      cmsPageTags('/', blocks('hero', 'caseStudyCards', 'pricingTable', 'caseStudyCards')),
    ).toEqual(['page:/', 'pages', 'case-studies', 'pricing-tiers'])
  })

  it('name no collection for a page of copy only', () => {
    expect(cmsPageTags('about', blocks('hero', 'richText'))).toEqual(['page:about', 'pages'])
  })

  it('for a path without a page, include the redirects, which may send it elsewhere', () => {
    expect(cmsPageTags('old-pricing', null)).toEqual(['page:old-pricing', 'pages', 'redirects'])
  })
})
