import type { Job } from '@/payload-types'

type JobSeed = Pick<
  Job,
  'title' | 'department' | 'location' | 'remote' | 'type' | 'description'
> & {
  responsibilities: { item: string }[]
  qualifications: { item: string }[]
  competencies: { item: string }[]
}

const list = (entries: string[]) => entries.map((item) => ({ item }))

/** The one listing in the spec's sample data. */
export const jobsSeed: JobSeed[] = [
  {
    title: 'HR and Finance Officer',
    department: 'Operations',
    location: 'Remote',
    remote: true,
    type: 'Full-time',
    description:
      'Keep our growing team paid, supported and compliant. You will run payroll, bookkeeping and people operations across the countries we work in, so our educators and engineers can focus on schools.',
    responsibilities: list([
      'Run monthly payroll and contractor payments across several countries.',
      'Keep the books, reconcile accounts and prepare monthly financial reports.',
      'Manage school billing records and follow up on overdue invoices.',
      'Coordinate recruitment, onboarding and staff records.',
      'Keep HR policies and contracts up to date with local law.',
    ]),
    qualifications: list([
      'A degree in accounting, finance, business or human resources.',
      'At least three years in a combined HR and finance role.',
      'Experience with payroll and accounting software.',
      'Experience working across the Caribbean, Africa or Latin America is an advantage.',
    ]),
    competencies: list([
      'Accuracy and discretion with confidential information.',
      'Clear written and spoken communication.',
      'Organised, self-directed remote working.',
      'Sound judgement and a service mindset.',
    ]),
  },
]
