import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('video', {
  block: {
    heading: 'Video block',
    title: 'A video of the platform',
    videoId: 'every-block-video',
  },
  visible: (main) => [
    region(main, 'Video block').getByRole('button', {
      name: 'Play video: A video of the platform',
      exact: true,
    }),
  ],
})
