import { newEditor } from './cmsApi'
import { expect, test } from './test'

// Paths browsers read as another host: `/\host` is `//host`, and tabs are dropped before parsing.
const ELSEWHERE = ['/%5Cevil.example', '/%09/evil.example', '/%5C/evil.example', '//evil.example']

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${process.env.E2E_BASE_URL}${path}`, { headers, redirect: 'manual' })

test('leaving the preview goes back to a path of the site, never to another host', async () => {
  for (const path of ELSEWHERE) {
    const response = await get(`/next/exit-preview?path=${path}`)
    expect(response.status, path).toBe(307)
    expect(response.headers.get('location'), path).toBe('/')
  }
  const own = await get('/next/exit-preview?path=/privacy')
  expect(own.headers.get('location')).toBe('/privacy')
})

test('the preview of a signed-in editor refuses a path that leads to another host', async () => {
  test.setTimeout(90_000)
  const { token } = await newEditor()
  const authorization = `JWT ${token}`
  for (const path of ELSEWHERE) {
    const response = await get(`/next/preview?path=${path}`, { authorization })
    expect(response.status, path).toBe(400)
    expect(response.headers.get('location'), path).toBeNull()
  }
  const own = await get('/next/preview?path=/privacy', { authorization })
  expect(own.status).toBe(307)
  expect(own.headers.get('location')).toBe('/privacy')
})
