import type { CaseStudy } from '@/payload-types'

export type CaseStudySeed = Omit<CaseStudy, 'id' | 'createdAt' | 'updatedAt' | '_status'>

const texts = (entries: string[]) => entries.map((text) => ({ text }))
const cards = (pairs: [string, string][]) => pairs.map(([title, text]) => ({ title, text }))

/** The national EMIS rollout in St Vincent and the Grenadines. */
const stVincent: CaseStudySeed = {
  title: 'A national EMIS for St Vincent and the Grenadines',
  slug: 'st-vincent',
  order: 1,
  category: 'National EMIS',
  description:
    'How a whole country moved its schools onto one platform, from a 3-month pilot to 1,120 schools.',
  highlights: texts(['1,120 schools onboarded', '50,000+ users', '90% time savings']),
  subtitle:
    'From a 3-month pilot with 5 schools to a national rollout: how the Ministry of Education brought every school onto one education management information system.',
  location: 'St Vincent and the Grenadines',
  printable: true,
  stats: [
    { value: '1,120', label: 'schools onboarded' },
    { value: '50,000+', label: 'users' },
    { value: '90%', label: 'time savings' },
    { value: '9 of 11', label: 'top exam students used our test prep' },
  ],
  video: { title: 'The St Vincent national EMIS rollout', videoId: 'st-vincent-emis' },
  sections: [
    {
      heading: 'Summary',
      style: 'list',
      body: 'The Ministry of Education replaced paper returns and spreadsheets with one national EMIS. After a 3-month pilot with 5 schools, the platform was rolled out to 1,120 schools and now serves more than 50,000 users, with 90% time savings on routine administration.',
    },
    {
      heading: 'The challenge',
      style: 'list',
      body: 'National figures came from paper forms collected once a year.',
      items: texts([
        'Enrolment and attendance figures arrived months late.',
        'Every school kept records in its own format.',
        'Teachers spent hours on registers and report cards by hand.',
      ]),
    },
    {
      heading: 'Objectives',
      style: 'list',
      items: [
        { text: 'One record for every learner in the country.' },
        { text: 'Live enrolment and attendance figures for the ministry.' },
        { text: 'Less administrative work for schools and teachers.' },
      ],
    },
    {
      heading: 'The pilot',
      style: 'list',
      body: 'A 3-month pilot with 5 schools tested the platform across every level before any wider rollout.',
      items: [
        { text: '1 early-childhood school' },
        { text: '2 primary schools' },
        { text: '2 secondary schools' },
      ],
    },
    {
      heading: 'The ambassador programme',
      style: 'list',
      body: 'Staff from the pilot schools became ambassadors who showed colleagues in other schools how the platform works, so training came from peers who had already used it every day.',
    },
    {
      heading: 'Full rollout',
      style: 'list',
      body: 'Schools were grouped 20 to 30 per data officer. Each data officer trained their schools, checked the quality of their data and was the first point of contact for help, until all 1,120 schools were onboarded.',
    },
    {
      heading: 'Results',
      style: 'cards',
      items: cards([
        ['1,120 schools', 'onboarded onto one national EMIS.'],
        ['50,000+ users', 'including ministry staff, principals, teachers, parents and students.'],
        ['90% time savings', 'on registers, returns and report cards.'],
        ['9 of the top 11', 'national exam students used our AI-powered test-prep product.'],
      ]),
    },
    {
      heading: 'Lessons learned',
      style: 'list',
      items: [
        { text: 'Start with a pilot that covers every level of schooling.' },
        { text: 'Peer ambassadors persuade colleagues faster than outside trainers.' },
        { text: 'A data officer for every 20 to 30 schools keeps data quality high.' },
      ],
    },
    {
      heading: 'Recommendations',
      style: 'list',
      items: [
        { text: 'Agree the national figures you need before configuring the platform.' },
        { text: 'Plan training time into the school calendar.' },
        { text: 'Publish results back to schools so they see the value of good data.' },
      ],
    },
    {
      heading: 'Conclusion',
      style: 'list',
      body: 'Within one programme, a whole country moved from annual paper returns to live data from every school, and gave teachers time back for teaching.',
    },
  ],
  quotes: [
    {
      quote:
        'For the first time we can see attendance across the whole country on the same day it is taken.',
      name: 'Ministry of Education official',
      role: 'St Vincent and the Grenadines',
    },
    {
      quote: 'Report cards that took our teachers a week now take an afternoon.',
      name: 'Principal of a pilot primary school',
      role: 'St Vincent and the Grenadines',
    },
  ],
  quotesHeading: 'Testimonials',
  quotesAfter: 'Results',
  meta: {
    description:
      '1,120 schools onboarded after a 3-month pilot: how St Vincent and the Grenadines rolled out a national EMIS with 90% time savings.',
  },
}

/** The cashless rural school bus in Jamaica. */
const jamaica: CaseStudySeed = {
  title: 'A cashless school bus for rural Jamaica',
  slug: 'jamaica',
  order: 2,
  category: 'Cashless school transport',
  description:
    'How digital fares made boarding faster and safer for students travelling to school in rural Jamaica.',
  highlights: texts(['60% faster boarding', '100% digital fares', 'No cash carried by students']),
  subtitle: 'Students tap to board, parents top up online, and drivers no longer handle cash.',
  location: 'Rural Jamaica',
  printable: false,
  stats: [
    { value: '60%', label: 'faster boarding' },
    { value: '100%', label: 'digital fares' },
  ],
  video: { title: 'The cashless school bus in rural Jamaica', videoId: 'jamaica-school-bus' },
  sections: [
    {
      heading: 'Overview',
      style: 'list',
      body: 'Students in rural Jamaica travel long distances to school by bus. Fares were paid in cash at the door, which slowed boarding and meant children carried money every day.',
    },
    {
      heading: 'The challenge',
      style: 'cards',
      items: cards([
        ['Slow boarding', 'Counting coins and giving change at the door delayed every stop.'],
        ['Cash on children', 'Students carried fare money every day.'],
        ['No records', 'Schools and parents could not see who travelled and when.'],
      ]),
    },
    {
      heading: 'Key features',
      style: 'list',
      items: [
        { title: 'Tap to board', text: 'each student’s card is checked in a moment.' },
        { title: 'Online top-ups', text: 'parents add fares by card or mobile money.' },
        { title: 'Trip records', text: 'schools and parents see every journey.' },
      ],
    },
    {
      heading: 'Results',
      style: 'cards',
      items: cards([
        ['60% faster boarding', 'buses keep to their timetable.'],
        ['100% digital fares', 'no cash changes hands on the bus.'],
      ]),
    },
    {
      heading: 'The advantage',
      style: 'list',
      body: 'Because transport runs on the same platform as the school’s records and the parent portal, fares, attendance and messages to parents share one account.',
    },
    {
      heading: 'Looking ahead',
      style: 'list',
      body: 'The same approach can serve more routes and more schools, and connect bus journeys to attendance so parents know their child arrived.',
    },
  ],
  quotes: [
    {
      quote: 'The children get on the bus quickly and nobody has to carry money any more.',
      name: 'School bus operator',
      role: 'Rural Jamaica',
    },
  ],
  quotesHeading: 'In their words',
  quotesAfter: null,
  meta: {
    description:
      'A cashless rural school bus in Jamaica: 60% faster boarding and 100% digital fares.',
  },
}

export const caseStudiesSeed: CaseStudySeed[] = [stVincent, jamaica]
