import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { contentRoutes } from './contentRoutes'
import { expect, test } from './test'

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

type VnuMessage = {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Every public route: the CMS pages, the blog's views, a post, a case study, a job, the trust
 * centre's pages, the opt-in lists' landing pages and a 404.
 */
async function publicPaths(baseURL: string): Promise<string[]> {
  const jobs = (await (await fetch(`${baseURL}/api/jobs?limit=1&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  const trust = await (await fetch(`${baseURL}/trust`)).text()
  const request = trust.match(/href="(\/trust\/request\/[^"]+)"/)?.[1]
  expect(request, 'the trust centre lists a document on request').toBeDefined()
  return [
    ...contentRoutes.map((route) => route.path),
    '/resources/blog',
    '/resources/blog?page=2',
    '/resources/blog?category=case-studies',
    '/resources/blog/post-2',
    '/resources/blog/no-such-post',
    `/careers/${jobs.docs[0].id}`,
    '/trust',
    '/es/trust',
    '/trust/sub-processors',
    '/es/trust/sub-processors',
    request!,
    `/es${request}`,
    // The double opt-in lists' pages, as a link that is not valid shows them.
    '/newsletter/confirmation?token=bad',
    '/es/newsletter/unsubscribe?token=bad',
    '/trust/sub-processors/confirmation?token=bad',
    '/no-such-page',
    '/search?q=attendance',
    '/es/search?q=educacion',
    // An expired draft link's page (410), in both languages.
    `/draft/${'A'.repeat(43)}`,
    `/es/draft/${'A'.repeat(43)}`,
  ]
}

test('the W3C Nu HTML checker finds no error on any public route', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const files = new Map<string, string>()
    for (const [index, route] of (await publicPaths(baseURL!)).entries()) {
      const file = path.join(folder, `${index}.html`)
      await writeFile(file, await (await request.get(route)).text())
      files.set(file, route)
    }
    // vnu exits non-zero when it reports errors; its JSON report (on stderr) is what we read.
    const report = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    ).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string }) => error.stderr ?? '',
    )
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${files.get(new URL(message.url).pathname) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
      )
    expect(errors).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
