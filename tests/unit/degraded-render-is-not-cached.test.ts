import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { isDegradedRender, isStorable } from '../../cache-handler/cacheRules.mjs'

let wordpressFailed = false
vi.mock('@/data/wordpress', () => ({ wordpressFailedInThisRender: () => wordpressFailed }))

const { NoStoreMarker } = await import('@/components/content/NoStoreMarker')

/** A page render as the cache handler receives it, with the marker's HTML inside. */
const renderedPage = () => ({
  kind: 'APP_PAGE',
  status: 200,
  html: `<main>Posts</main>${renderToStaticMarkup(createElement(NoStoreMarker))}`,
})

describe('a render whose WordPress read failed', () => {
  it('carries the marker the page cache refuses to store', () => {
    wordpressFailed = true
    expect(isDegradedRender(renderedPage())).toBe(true)
    expect(isStorable(renderedPage())).toBe(false)
  })

  it('is stored like any page once WordPress answers', () => {
    wordpressFailed = false
    expect(renderedPage().html).toBe('<main>Posts</main>')
    expect(isStorable(renderedPage())).toBe(true)
  })
})
