import { describe, expect, it } from 'vitest'
import { LOADER, LOADER_NAME, scriptDeferrer } from '../../server/scriptsAfterFirstPaint'

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<title>Home</title><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>'
const BODY =
  '<body><h1>Welcome</h1><script id="_R_">boot()</script><script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>'

const rewriteWhole = (html: string) => {
  const deferrer = scriptDeferrer()
  return Buffer.concat([deferrer.push(Buffer.from(html)), deferrer.end()]).toString()
}

const calls = (html: string) => [...html.matchAll(new RegExp(`${LOADER_NAME}\\("([^"]+)"\\)`, 'g'))].map(([, src]) => src)

describe("Next's scripts wait for the first paint", () => {
  it('leaves no tag that fetches a script before the page is painted', () => {
    const html = rewriteWhole(HEAD + BODY)
    expect(html).not.toMatch(/<script [^>]*src="[^"]+" async=""/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(calls(html)).toEqual(['/_next/static/chunks/boot.js', '/_next/static/chunks/one.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/boot.js'])
  })

  it('defines the loader once, before its first call, where the first script was', () => {
    const html = rewriteWhole(HEAD + BODY)
    expect(html.split(LOADER).length).toBe(2)
    expect(html.indexOf(LOADER)).toBeLessThan(html.indexOf(`${LOADER_NAME}(`))
    expect(html.indexOf(LOADER)).toBeGreaterThan(html.indexOf('a.css'))
  })

  it('keeps everything else as it was: the stylesheet, the legacy script, inline scripts, the words', () => {
    const html = rewriteWhole(HEAD + BODY)
    const withoutLoader = html.replace(/<script>[^<]*__scriptsAfterFirstPaint[^<]*<\/script>/g, '')
    const withoutTags = (HEAD + BODY).replace(/<script src="[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*\/>/g, '')
    expect(withoutLoader).toBe(withoutTags)
  })

  it('finds a tag split between two writes, at any byte, and keeps characters split between them', () => {
    const page = Buffer.from(HEAD.replace('Home', 'Inicio · Economía') + BODY.replace('Welcome', 'Bienvenidos a la educación'))
    const whole = rewriteWhole(page.toString())
    for (let cut = 1; cut < page.length; cut++) {
      const deferrer = scriptDeferrer()
      const pieces = Buffer.concat([deferrer.push(page.subarray(0, cut)), deferrer.push(page.subarray(cut)), deferrer.end()])
      expect(pieces.toString()).toBe(whole)
    }
  })

  it('sends a piece without a tag of ours on as it came', () => {
    const piece = Buffer.from('<p>Schools in the Caribbean</p><script>self.__next_f.push([1,"x"])</script>')
    const sent = scriptDeferrer().push(piece)
    expect(sent.equals(piece)).toBe(true)
    // The very bytes it was given, not a copy read and written again.
    expect(sent.buffer).toBe(piece.buffer)
    expect(sent.byteOffset).toBe(piece.byteOffset)
  })

  it('leaves scripts of other places and of other shapes alone', () => {
    const others =
      '<script src="https://example.org/widget.js" async=""></script><script src="/_next/static/chunks/x.js" defer=""></script>' +
      '<script src="/_next/static/chunks/y.js" async="" integrity="sha256-abc"></script>'
    expect(rewriteWhole(others)).toBe(others)
  })

  it('leaves a text that only mentions such a tag, escaped inside a script, alone', () => {
    const escaped = '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/one.js\\" async=\\"\\"></script>"])</script>'
    expect(rewriteWhole(escaped)).toBe(escaped)
  })
})
