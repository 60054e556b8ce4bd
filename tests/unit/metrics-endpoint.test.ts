import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { metricsEndpoint } from '../../server/metrics'

const request = (authorization?: string) =>
  ({ url: '/metrics', headers: authorization ? { authorization } : {} }) as http.IncomingMessage

/** A response that records the status it was given. */
function response() {
  const sent: { status?: number } = {}
  const res = {
    writeHead: (status: number) => ((sent.status = status), res),
    end: () => res,
  }
  return { res: res as unknown as http.ServerResponse, sent }
}

describe('the /metrics endpoint', () => {
  it('without METRICS_TOKEN leaves /metrics to the app, which answers 404 as for any unknown path', () => {
    const { res, sent } = response()
    expect(metricsEndpoint({})(request('Bearer anything'), res)).toBe(false)
    expect(sent.status).toBeUndefined()
  })

  it('with METRICS_TOKEN answers /metrics itself, 401 to a wrong token', () => {
    const { res, sent } = response()
    expect(metricsEndpoint({ token: 'the-token' })(request('Bearer not-the-token'), res)).toBe(true)
    expect(sent.status).toBe(401)
  })
})
