import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'
import { richTextConverters } from './converters'

export function RichTextBlock({ content }: RichTextBlockData) {
  return (
    <section className="bg-white">
      <div className="prose-content mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <RichText data={content} converters={richTextConverters} />
      </div>
    </section>
  )
}
