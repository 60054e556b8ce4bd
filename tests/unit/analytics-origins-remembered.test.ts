import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetAnalyticsOrigins,
  rememberedAnalyticsOrigins,
} from '../../src/lib/analytics/rememberedOrigins'

describe('the analytics origins the proxy remembers', () => {
  let reads = 0
  const read = (origins: string[]) => async () => {
    reads += 1
    return origins
  }
  beforeEach(() => {
    forgetAnalyticsOrigins()
    reads = 0
  })

  it('reads the settings once, not on every page request', async () => {
    expect(await rememberedAnalyticsOrigins(read(['https://matomo.example']), 1_000)).toEqual([
      'https://matomo.example',
    ])
    expect(await rememberedAnalyticsOrigins(read(['https://other.example']), 2_000)).toEqual([
      'https://matomo.example',
    ])
    expect(reads).toBe(1)
  })

  it('reads again at once after a settings change on this instance', async () => {
    await rememberedAnalyticsOrigins(read(['https://matomo.example']), 1_000)
    forgetAnalyticsOrigins()
    expect(await rememberedAnalyticsOrigins(read([]), 1_001)).toEqual([])
    expect(reads).toBe(2)
  })

  it('reads again a while later, so another instance’s change arrives', async () => {
    await rememberedAnalyticsOrigins(read(['https://matomo.example']), 1_000)
    expect(
      await rememberedAnalyticsOrigins(read(['https://plausible.example']), 1_000 + 5 * 60_000),
    ).toEqual(['https://plausible.example'])
  })

  it('does not keep a failed read', async () => {
    const failing = async (): Promise<string[]> => {
      throw new Error('database down')
    }
    await expect(rememberedAnalyticsOrigins(failing, 1_000)).rejects.toThrow('database down')
    expect(await rememberedAnalyticsOrigins(read(['https://matomo.example']), 1_001)).toEqual([
      'https://matomo.example',
    ])
  })
})
