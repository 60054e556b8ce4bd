import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('caseStudyCards', {
  block: { heading: 'Case study cards block', linkLabel: 'Read this story' },
  visible: (main) => [
    region(main, 'Case study cards block')
      .getByRole('link', { name: /^Read this story/ })
      .first(),
  ],
})
