import { describe, expect, it } from 'vitest'
import { blogPostingData, jobPostingData } from '@/lib/structuredData'
import type { BlogPost } from '@/data/wordpress'
import type { Job, SiteSetting } from '@/payload-types'

const settings = { brandName: 'Simplified Education' } as SiteSetting
const job = (fields: Partial<Job>): Job =>
  ({
    id: 7,
    title: 'Engineer',
    department: 'Engineering',
    type: 'Full-time',
    description: 'Build.',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  }) as Job

describe('JobPosting data', () => {
  it('a job marked remote is a telecommute posting, whatever its location text says in any language', () => {
    const data = jobPostingData(
      job({ remote: true, location: 'Desde cualquier país del Caribe' }),
      settings,
    )
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(data).not.toHaveProperty('jobLocation')
  })

  it('a job not marked remote has a place, even when its location text reads "Remote"', () => {
    const data = jobPostingData(job({ remote: false, location: 'Remote' }), settings)
    expect(data).toMatchObject({ jobLocation: { '@type': 'Place', address: 'Remote' } })
    expect(data).not.toHaveProperty('jobLocationType')
  })

  it('names the posting’s address in the language of the page it is on', () => {
    expect(jobPostingData(job({}), settings).url).toMatch(/\/careers\/7$/)
    expect(jobPostingData(job({}), settings, 'es').url).toMatch(/\/es\/careers\/7$/)
  })
})

describe('BlogPosting data', () => {
  it('names the post’s address in the language of the page it is on', () => {
    const post = {
      slug: 'post-2',
      title: 'T',
      date: '2026-11-01T00:00:00',
      modified: '2026-11-01T00:00:00',
      excerpt: '',
      author: { name: 'A' },
      image: { large: '/blog-placeholder.svg' },
    } as unknown as BlogPost
    expect(blogPostingData(post, settings, 'es').url).toMatch(/\/es\/resources\/blog\/post-2$/)
    expect(blogPostingData(post, settings).url).toMatch(/[^s]\/resources\/blog\/post-2$/)
  })
})
