import { LiteVideo } from '@/components/content/LiteVideo.client'
import { Section } from '@/components/content/Section'
import { contentMessages } from '@/components/content/messages'
import { fillIn } from '@/lib/i18n/fillIn'
import { getDemoVideos } from '@/data/content'
import type { DemoVideosBlock as DemoVideosBlockData } from '@/payload-types'

/** The demo videos in a two-column grid, each with title and description. */
export async function DemoVideosBlock({ heading, intro }: DemoVideosBlockData) {
  const videos = await getDemoVideos()
  // One level under the block's heading; under the page's h1 when the block has none.
  const Title = heading ? 'h3' : 'h2'
  return (
    <Section heading={heading} intro={intro}>
      <ul className="mt-10 grid gap-8 md:grid-cols-2" data-testid="demo-videos">
        {videos.map((video) => (
          <li key={video.id}>
            <LiteVideo
              videoId={video.videoId}
              title={video.title}
              playLabel={fillIn(contentMessages().video.play, { title: video.title })}
            />
            <Title className="mt-4 text-xl font-semibold text-slate-900">{video.title}</Title>
            <p className="mt-2 text-slate-700">{video.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
