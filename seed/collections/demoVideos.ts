import type { DemoVideo } from '@/payload-types'

type DemoVideoSeed = Pick<DemoVideo, 'title' | 'description' | 'videoId' | 'order'>

/**
 * Six demo videos. The spec names no video ids; these are placeholders that marketers
 * replace with the real ids in the CMS (docs/decisions.md).
 */
export const demoVideosSeed: DemoVideoSeed[] = [
  {
    title: 'Platform Overview',
    description: 'A tour of the whole platform, from enrolment to national dashboards.',
    videoId: 'platform-overview',
    order: 1,
  },
  {
    title: 'Teacher Dashboard and Analytics',
    description: 'How teachers take attendance, grade work and follow each class’s progress.',
    videoId: 'teacher-dashboard',
    order: 2,
  },
  {
    title: 'Student Information Management',
    description:
      'Enrolment, records, report cards and transcripts in the student information system.',
    videoId: 'student-information',
    order: 3,
  },
  {
    title: 'Parent Portal',
    description: 'What parents see: grades, attendance, announcements and fee payments.',
    videoId: 'parent-portal',
    order: 4,
  },
  {
    title: 'School Administration Tools',
    description: 'Billing, finance, staff and timetables for the school office.',
    videoId: 'school-administration',
    order: 5,
  },
  {
    title: 'Reporting and Insights',
    description: 'Analytics and reports for school leaders, districts and ministries.',
    videoId: 'reporting-insights',
    order: 6,
  },
]
