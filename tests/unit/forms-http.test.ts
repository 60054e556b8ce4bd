import { describe, expect, it, vi } from 'vitest'

// The pipeline module imports the Payload config; these tests exercise only its pure helpers.
vi.mock('@payload-config', () => ({ default: {} }))

const { clientIp, fieldErrors } = await import('@/forms/submitForm')
const { quoteRequestSchema } = await import('@/lib/forms/schemas')

describe('clientIp', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost/api/forms/contact', { headers })

  it('reads the one address the server entry left in x-forwarded-for', () => {
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
  })

  it('never reads x-real-ip, which the client may have sent', () => {
    expect(clientIp(request({ 'x-real-ip': '203.0.113.8' }))).toBe('unknown')
  })
})

describe('fieldErrors', () => {
  it('gives one message per field, and errors inside a list to the list', () => {
    const result = quoteRequestSchema.safeParse({
      features: ['sis', 'teleport'],
      professionalServices: ['nope'],
    })
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!)
    expect(errors.features).toBe('Select features from the list')
    expect(errors.professionalServices).toBe('Select services from the list')
    expect(errors.firstName).toBe('First name is required')
    expect(Object.keys(errors)).not.toContain('features.1')
  })
})
