import { describe, expect, it } from 'vitest'
import { sampleClients } from '../fixtures/schools'
import { filterSchools, MAX_SUGGESTIONS, schoolUrl } from '@/blocks/SchoolFinder/filterSchools'
import { readSchools } from '@/lib/schools'

const schools = readSchools({ clients: sampleClients })

describe('school finder filter', () => {
  it('does nothing for an empty or blank query', () => {
    expect(filterSchools(schools, '')).toEqual({ state: 'empty' })
    expect(filterSchools(schools, '   ')).toEqual({ state: 'empty' })
  })

  it('asks for more with one trimmed character', () => {
    expect(filterSchools(schools, 'k')).toEqual({ state: 'tooShort' })
    expect(filterSchools(schools, '  k ')).toEqual({ state: 'tooShort' })
  })

  it('filters from two trimmed characters, case-insensitively, on the name', () => {
    const result = filterSchools(schools, '  MONTEGO ')
    expect(result).toEqual({
      state: 'matches',
      schools: [expect.objectContaining({ client_key: 'mbhs' })],
    })
  })

  it('matches the institution type (the country)', () => {
    const result = filterSchools(schools, 'nigeria')
    expect(result.state === 'matches' && result.schools.map((school) => school.name)).toEqual([
      'Lagos Model College',
    ])
  })

  it('shows at most 10 suggestions', () => {
    const result = filterSchools(schools, 'grenada')
    expect(result.state).toBe('matches')
    expect(result.state === 'matches' && result.schools).toHaveLength(MAX_SUGGESTIONS)
  })

  it('reports no matches', () => {
    expect(filterSchools(schools, 'zz')).toEqual({ state: 'noMatches' })
  })

  it("opens a school's own site", () => {
    expect(schoolUrl(schools[0])).toBe('https://kgc.schools.example')
  })
})

describe('clients listing', () => {
  it('reads the clients and leaves out one that does not validate', () => {
    expect(readSchools({ clients: [sampleClients[0], { name: 'No host' }] })).toHaveLength(1)
  })

  it('rejects a body without clients', () => {
    expect(() => readSchools([])).toThrow()
  })
})
