import { blockCase } from '../e2eCase'

const base = { direction: 'ltr', format: '', indent: 0, version: 1 } as const
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const e2eCase = blockCase('richText', {
  // A heading and a paragraph, as the CMS's Lexical editor stores them.
  block: {
    content: {
      root: {
        ...base,
        type: 'root',
        children: [
          { ...base, type: 'heading', tag: 'h2', children: [text('Rich text block')] },
          {
            ...base,
            type: 'paragraph',
            textFormat: 0,
            textStyle: '',
            children: [text('A paragraph of rich text.')],
          },
        ],
      },
    },
  },
  visible: (main) => [
    main.getByRole('heading', { level: 2, name: 'Rich text block', exact: true }),
    main.getByText('A paragraph of rich text.', { exact: true }),
  ],
})
