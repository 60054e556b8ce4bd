import { describe, expect, it } from 'vitest'
import { isOwnPath, safeReturnPath } from '@/lib/safeReturnPath'

const attacks = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '\t//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'evil.example',
  ' /privacy',
  '',
]

describe('a return path taken from a request', () => {
  it.each(attacks)('%j leads elsewhere and is refused', (path) => {
    expect(isOwnPath(path)).toBe(false)
    expect(safeReturnPath(path, '/fallback')).toBe('/fallback')
  })

  it.each([
    '/',
    '/privacy',
    '/careers/12?tab=apply#top',
    '/es/precios',
    '/cms/collections/pages/3',
    '/%5Cevil.example',
  ])('%j stays on the site', (path) => {
    expect(isOwnPath(path)).toBe(true)
    expect(safeReturnPath(path)).toBe(path)
  })

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBe('/')
    expect(safeReturnPath(['/privacy'], '/cms')).toBe('/cms')
  })
})
