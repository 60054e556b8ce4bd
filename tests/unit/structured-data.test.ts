import { describe, expect, it } from 'vitest'
import { jobPostingData } from '@/lib/structuredData'
import type { Job, SiteSetting } from '@/payload-types'

const settings = { brandName: 'Simplified Education' } as SiteSetting
const job = (fields: Partial<Job>): Job =>
  ({ id: 7, title: 'Engineer', department: 'Engineering', type: 'Full-time', description: 'Build.', createdAt: '2026-11-01T00:00:00.000Z', ...fields }) as Job

describe('JobPosting data', () => {
  it('a job marked remote is a telecommute posting, whatever its location text says in any language', () => {
    const data = jobPostingData(job({ remote: true, location: 'Desde cualquier país del Caribe' }), settings)
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(data).not.toHaveProperty('jobLocation')
  })

  it('a job not marked remote has a place, even when its location text reads "Remote"', () => {
    const data = jobPostingData(job({ remote: false, location: 'Remote' }), settings)
    expect(data).toMatchObject({ jobLocation: { '@type': 'Place', address: 'Remote' } })
    expect(data).not.toHaveProperty('jobLocationType')
  })
})
