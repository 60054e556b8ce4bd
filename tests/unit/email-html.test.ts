import { describe, expect, it } from 'vitest'
import { buildEmailHtml, escapeHtml, escapeMultiline, oneLine } from '@/lib/html'

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or break out of an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('keeps line breaks as <br> only after escaping', () => {
    expect(escapeMultiline('one\r\ntwo\n<three>')).toBe('one<br>two<br>&lt;three&gt;')
  })
})

describe('buildEmailHtml', () => {
  it('escapes every label and value and marks empty ones', () => {
    const html = buildEmailHtml({
      heading: 'From <Eve>',
      rows: [
        { label: 'Name', value: '<script>alert(1)</script>' },
        { label: 'List', value: ['a&b', '<c>'] },
        { label: 'Phone', value: '' },
        { label: 'Count', value: 3 },
      ],
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('From &lt;Eve&gt;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('a&amp;b, &lt;c&gt;')
    expect(html).toContain('<em>(not given)</em>')
    expect(html).toContain('>3</td>')
  })
})

describe('oneLine', () => {
  it('turns line breaks into spaces so a subject cannot add headers', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.org')).toBe('Hello Bcc: victim@example.org')
  })
})
