import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LISTED_BY_BLOCK } from '@/blocks/pageBlocks'
import type { Page } from '@/payload-types'
import { cmsPageTags } from '@/data/cmsPageTags'

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

describe('a block that shows a collection', () => {
  // A block component that reads a list from the CMS (anything but the site settings every page
  // reads) must declare its tags (`lists` in its config.ts), or Varnish keeps the old list after a publish.
  const readsOtherThanSettings = (source: string) =>
    [...source.matchAll(/import \{([^}]+)\} from '@\/data\/content'/g)]
      .flatMap((match) => match[1].split(',').map((name) => name.trim()))
      .some((name) => name && name !== 'getSiteSettings')

  it('declares the cache tag of what it lists', () => {
    const folders = readdirSync(path.resolve('src/blocks'), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory(),
    )
    const listing = folders
      .map((folder) => path.resolve('src/blocks', folder.name))
      .filter((folder) => existsSync(`${folder}/Component.tsx`))
      .filter((folder) => readsOtherThanSettings(readFileSync(`${folder}/Component.tsx`, 'utf8')))
    expect(listing.length).toBeGreaterThan(0)
    for (const folder of listing) {
      const slug = /slug: '([^']+)'/.exec(readFileSync(`${folder}/config.ts`, 'utf8'))?.[1]
      const tags = LISTED_BY_BLOCK.get(slug!)
      expect(tags, folder).toEqual([expect.any(String)])
      expect(cmsPageTags('p', blocks(slug!))).toEqual(['page:p', 'pages', ...tags!])
    }
  })
})
