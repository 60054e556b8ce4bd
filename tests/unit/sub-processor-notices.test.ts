import { beforeAll, describe, expect, it } from 'vitest'
import {
  diffSubProcessorLists,
  hasChanges,
  storedList,
  type ListedSubProcessor,
} from '@/lib/subProcessors/diff'
import { subProcessorFeedXml, type FeedNotice } from '@/lib/subProcessors/feed'
import { noticeTitle } from '@/lib/subProcessors/noticeTitle'
import { contentMessages } from '@/components/content/messages'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
})

const entry = (
  id: number,
  name: string,
  fields: Partial<ListedSubProcessor> = {},
): ListedSubProcessor => ({
  id,
  name,
  purpose: { en: `${name} purpose`, es: `Finalidad de ${name}` },
  dataLocation: { en: 'United States', es: 'Estados Unidos' },
  since: '2024-01-01T12:00:00.000Z',
  website: null,
  ...fields,
})

const aws = entry(1, 'Amazon Web Services')
const sentry = entry(2, 'Sentry')
const postmark = entry(3, 'Postmark')

describe('what changed in the sub-processor list', () => {
  it('names who was added and who was removed, in name order', () => {
    expect(diffSubProcessorLists([aws, sentry], [postmark, aws, entry(4, 'Cloudflare')])).toEqual({
      added: ['Cloudflare', 'Postmark'],
      removed: ['Sentry'],
      changed: [],
    })
  })

  it('the same list again is no change, whatever its order', () => {
    const changes = diffSubProcessorLists([aws, sentry], [sentry, { ...aws }])
    expect(changes).toEqual({ added: [], removed: [], changed: [] })
    expect(hasChanges(changes)).toBe(false)
  })

  it('a new purpose or data location in any language is a change; a rename too, by id', () => {
    const moved = { ...aws, dataLocation: { en: 'United States', es: 'EE. UU.' } }
    const renamed = { ...sentry, name: 'Sentry (Functional Software)' }
    expect(diffSubProcessorLists([aws, sentry], [moved, renamed])).toEqual({
      added: [],
      removed: [],
      changed: ['Amazon Web Services', 'Sentry (Functional Software)'],
    })
  })

  it('a corrected website or start date, or a translation added, is not a change a processing agreement asks to announce', () => {
    expect(
      hasChanges(
        diffSubProcessorLists(
          [aws],
          [{ ...aws, website: 'https://aws.amazon.com', since: '2019-01-01T12:00:00.000Z' }],
        ),
      ),
    ).toBe(false)
    const untranslated = { ...aws, purpose: { en: aws.purpose.en, es: null } }
    expect(hasChanges(diffSubProcessorLists([untranslated], [aws]))).toBe(false)
    expect(diffSubProcessorLists([aws], [untranslated]).changed).toEqual(['Amazon Web Services'])
  })

  it('the first list is all additions; a stored list that is not one reads as empty', () => {
    expect(diffSubProcessorLists(storedList(null), [aws]).added).toEqual(['Amazon Web Services'])
    expect(storedList([{ name: 'no id' }, aws, 'text'])).toEqual([aws])
  })
})

describe('a notice in one line', () => {
  it('says what was added, removed and changed, in each language', () => {
    const changes = { added: ['Cloudflare', 'Postmark'], removed: ['Sentry'], changed: [] }
    expect(noticeTitle(changes, 'en')).toBe(
      'Sub-processor list updated: added Cloudflare, Postmark; removed Sentry',
    )
    expect(noticeTitle(changes, 'es')).toBe(
      'Lista de subencargados actualizada: añadidos Cloudflare, Postmark; retirados Sentry',
    )
  })
})

describe('the sub-processor feed', () => {
  const SERVER = 'https://www.school-platform.example'
  const notices: FeedNotice[] = [
    {
      id: 12,
      announcedAt: '2026-11-20T10:00:00.000Z',
      added: ['A & <B>'],
      removed: ['Sentry'],
      changed: [],
      list: [aws, entry(9, 'A & <B>')],
    },
    {
      id: 7,
      announcedAt: '2026-01-05T09:00:00.000Z',
      added: ['Amazon Web Services', 'Sentry'],
      removed: [],
      changed: [],
      list: [aws, sentry],
    },
  ]
  const xmlIn = (locale: 'en' | 'es') =>
    subProcessorFeedXml({
      notices,
      locale,
      serverUrl: SERVER,
      brandName: 'Brand ]]> & Co',
      words: contentMessages(locale).subProcessors,
    })
  const items = (xml: string) =>
    [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item)

  it('has one item per notice, newest first, each with a stable guid, its date and a link to the list', () => {
    const [first, second] = items(xmlIn('en'))
    expect(first).toContain(
      `<guid isPermaLink="false">${SERVER}/trust/sub-processors#notice-12</guid>`,
    )
    expect(first).toContain('<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>')
    expect(first).toContain(`<link>${SERVER}/trust/sub-processors</link>`)
    expect(second).toContain('#notice-7</guid>')
  })

  it('describes the changes with what the list said of each, a removal as it was before', () => {
    const [first] = items(xmlIn('en'))
    expect(first).toContain('<![CDATA[Sub-processor list updated: added A & <B>; removed Sentry]]>')
    expect(first).toContain(
      'Added: A & <B>: A & <B> purpose (United States). Removed: Sentry: Sentry purpose (United States).',
    )
  })

  it('speaks Spanish under /es, and no text can end its CDATA sections', () => {
    const xml = xmlIn('es')
    expect(xml).toContain(`<link>${SERVER}/es/trust/sub-processors</link>`)
    expect(xml).toContain('Retirados: Sentry: Finalidad de Sentry (Estados Unidos).')
    expect(xml).toContain('<title>Cambios de subencargados de Brand ]] &gt; &amp; Co</title>')
    expect(xml.match(/]]>/g)?.length).toBe(xml.match(/<!\[CDATA\[/g)?.length)
  })
})
