import { describe, expect, it } from 'vitest'
import { isExternalHref } from '@/lib/links'

describe('external links', () => {
  it('treats absolute http(s), protocol-relative, mailto and tel links as external', () => {
    for (const href of [
      'https://x.example',
      'http://x.example',
      '//x.example',
      'mailto:a@b.c',
      'tel:+1',
    ]) {
      expect(isExternalHref(href)).toBe(true)
    }
  })

  it('treats site paths and anchors as internal', () => {
    for (const href of ['/pricing', '#openings', '/careers#openings'])
      expect(isExternalHref(href)).toBe(false)
  })
})
