import { blockCase } from '../e2eCase'

export const e2eCase = blockCase('schoolFinder', {
  block: { heading: 'School finder block', intro: 'Type your school’s name or country.' },
  visible: (main) => [
    main.getByRole('heading', { name: 'School finder block', exact: true }),
    main.getByRole('combobox', { name: 'School name or country', exact: true }),
  ],
})
