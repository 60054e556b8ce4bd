'use client'

import { Play } from 'lucide-react'
import { useState } from 'react'

/** `playLabel`: the button's text, in the page's language (contentMessages().video.play). */
type Props = { videoId: string; title: string; playLabel: string }

/**
 * A video that loads nothing from the video service until the visitor asks for it: a button in
 * its place, swapped for the (privacy-enhanced) player on click.
 */
export function LiteVideo({ videoId, title, playLabel }: Props) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-lg"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-gradient-to-br from-brand-900 to-brand-700 text-white"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-brand-800 transition group-hover:scale-105">
        <Play aria-hidden="true" className="h-7 w-7" />
      </span>
      <span className="px-4 text-center font-semibold">{playLabel}</span>
    </button>
  )
}
