import type { Block } from 'payload'

/** The school finder: a search over the provider's clients listing. */
export const block: Block = {
  slug: 'schoolFinder',
  interfaceName: 'SchoolFinderBlock',
  labels: { singular: 'School finder', plural: 'School finders' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: {
        description: 'Shown above the search box; leave empty when the page title says it.',
      },
    },
    {
      name: 'intro',
      label: 'Help text',
      type: 'textarea',
      localized: true,
      admin: { description: 'A line under the heading, e.g. how to find your school.' },
    },
  ],
}
