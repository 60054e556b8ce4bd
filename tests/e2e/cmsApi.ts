import { enrolOverRest, seededAdminToken } from './twoFactor'

/** REST calls to the running app's Payload API as a staff user, for tests that change content. */
const base = () => process.env.E2E_BASE_URL!

/** A full session (both sign-in steps) of the seeded admin. */
export const adminLogin = (): Promise<string> => seededAdminToken()

/** A REST call as `token`; to the e2e server unless `baseUrl` names another (an isolated one). */
export async function api<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  baseUrl = base(),
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A fresh editor account, signed in (editors, not admins, are who change copy). */
export async function newEditor(): Promise<{
  email: string
  password: string
  secret: string
  token: string
}> {
  const admin = await adminLogin()
  const email = `editor-${Date.now()}@e2e.test`
  const password = 'an-editor-password-1'
  await api(admin, 'POST', '/users', { email, password, name: 'E2E Editor', roles: ['editor'] })
  // Editors enrol at their first sign-in too (TWO_FACTOR_EDITORS defaults to required).
  const { token, secret } = await enrolOverRest(email, password)
  return { email, password, secret, token }
}

export const editorToken = async (): Promise<string> => (await newEditor()).token

export async function findOne<T>(
  token: string,
  collection: string,
  field: string,
  value: string,
  baseUrl = base(),
): Promise<T> {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&limit=1&depth=0`
  const result = await api<{ docs: T[] }>(
    token,
    'GET',
    `/${collection}?${query}`,
    undefined,
    baseUrl,
  )
  if (!result.docs[0]) throw new Error(`no ${collection} with ${field} = ${value}`)
  return result.docs[0]
}

/** Releases the hold the CMS keeps on a document opened for editing (until it expires). */
export async function releaseLock(token: string, collection: string, id: number): Promise<void> {
  const where = `where[document.relationTo][equals]=${collection}&where[document.value][equals]=${id}`
  await api(token, 'DELETE', `/payload-locked-documents?${where}`)
}
