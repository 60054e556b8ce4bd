import { LiteVideo } from '@/components/content/LiteVideo.client'
import { Section } from '@/components/content/Section'
import { contentMessages } from '@/components/content/messages'
import { fillIn } from '@/lib/i18n/fillIn'
import type { VideoBlock as VideoBlockData } from '@/payload-types'

export function VideoBlock({ heading, title, videoId, caption }: VideoBlockData) {
  return (
    <Section heading={heading}>
      <figure className="mx-auto mt-8 max-w-4xl">
        <LiteVideo
          videoId={videoId}
          title={title}
          playLabel={fillIn(contentMessages().video.play, { title })}
        />
        {caption ? (
          <figcaption className="mt-3 text-center text-slate-700">{caption}</figcaption>
        ) : null}
      </figure>
    </Section>
  )
}
