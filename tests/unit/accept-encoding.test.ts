import { describe, expect, it } from 'vitest'
import { acceptsCoding } from '../../server/acceptEncoding'

describe('whether a client takes a content coding', () => {
  it('takes a coding named with a quality above zero, or not named when * is taken', () => {
    for (const header of ['br', 'gzip, deflate, br, zstd', 'BR;q=0.1', '*', 'gzip, *;q=0.5']) {
      expect(acceptsCoding(header, 'br'), header).toBe(true)
    }
  })

  it('refuses a coding not named, named with quality zero, or refused by *', () => {
    for (const header of [
      undefined,
      '',
      'gzip',
      'br;q=0',
      'br; q=0.000',
      'brotli',
      'br;q=0, *',
      '*;q=0',
      'gzip, *;q=0',
    ]) {
      expect(acceptsCoding(header, 'br'), String(header)).toBe(false)
    }
  })

  it('lets a coding named explicitly override *, either way', () => {
    expect(acceptsCoding('*;q=0, br', 'br')).toBe(true)
    expect(acceptsCoding('*, br;q=0', 'br')).toBe(false)
    expect(acceptsCoding('br;q=0, *', 'gzip')).toBe(true)
  })

  it('reads the header Node gives as a list', () => {
    expect(acceptsCoding(['gzip', 'br'], 'br')).toBe(true)
  })
})
