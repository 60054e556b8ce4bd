import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('demoVideos', {
  block: { heading: 'Demo videos block' },
  visible: (main) => [
    region(main, 'Demo videos block')
      .getByRole('button', { name: /^Play video: / })
      .first(),
  ],
})
