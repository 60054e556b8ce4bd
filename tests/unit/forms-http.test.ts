import { describe, expect, it, vi } from 'vitest'

// The pipeline module imports the Payload config; these tests exercise only its pure helpers.
vi.mock('@payload-config', () => ({ default: {} }))

const { clientIp, fieldErrors } = await import('@/forms/http')
const { quoteRequestSchema } = await import('@/forms/schemas')

describe('clientIp', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/api/forms/contact', { headers })

  it('takes the address our proxy appended last, not what the client put first', () => {
    expect(clientIp(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7')
  })

  it('falls back to x-real-ip, then to "unknown"', () => {
    expect(clientIp(request({ 'x-real-ip': '203.0.113.8' }))).toBe('203.0.113.8')
    expect(clientIp(request({}))).toBe('unknown')
  })
})

describe('fieldErrors', () => {
  it('gives one message per field, and errors inside a list to the list', () => {
    const result = quoteRequestSchema.safeParse({ features: ['sis', 'teleport'], professionalServices: ['nope'] })
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!)
    expect(errors.features).toBe('Select features from the list')
    expect(errors.professionalServices).toBe('Select services from the list')
    expect(errors.firstName).toBe('First name is required')
    expect(Object.keys(errors)).not.toContain('features.1')
  })
})
