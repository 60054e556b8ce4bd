import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyChecks } from '@/forms/lazyChecks'
import type { ContactInput } from '@/lib/forms/schemas'

const typed: ContactInput = {
  name: '  ',
  email: 'mary@school.example',
  subject: 'Hello',
  message: 'A question.',
}
const options = { fields: {}, shouldUseNativeValidation: false }
const contactChecks = (locale: 'en' | 'es') =>
  import('@/forms/publicFormResolvers').then((module) => module.resolverFor('contact', locale))

describe('a form’s checks, loaded when the visitor first needs them', () => {
  afterEach(() => vi.restoreAllMocks())

  it('check with the shared schema, in the page’s language, once loaded', async () => {
    const { resolver } = lazyChecks(() => contactChecks('es'))
    const result = await resolver(typed, undefined, options)
    expect(result.errors.name?.message).toBe('Complete el campo «Nombre»')
  })

  it('are loaded once, whether the visitor reached into the form first or submitted at once', async () => {
    let loads = 0
    const { resolver } = lazyChecks(() => {
      loads++
      return contactChecks('en')
    })
    const [first, second] = await Promise.all([
      resolver(typed, undefined, options),
      resolver(typed, undefined, options),
    ])
    expect([first.errors.name?.message, second.errors.name?.message]).toEqual([
      'Name is required',
      'Name is required',
    ])
    expect(loads).toBe(1)
  })

  it('let the form go to the server (which checks it) when they cannot be loaded, and load on the next submit', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let loads = 0
    const { resolver } = lazyChecks(() => {
      loads++
      return loads === 1 ? Promise.reject(new Error('offline')) : contactChecks('en')
    })
    const unchecked = await resolver(typed, undefined, options)
    expect(unchecked).toEqual({ values: typed, errors: {} })
    expect(logged).toHaveBeenCalledTimes(1)
    const checked = await resolver(typed, undefined, options)
    expect(checked.errors.name?.message).toBe('Name is required')
  })
})
