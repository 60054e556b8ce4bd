import type { Media } from '@/payload-types'

type Props = { media?: number | Media | null; size?: 'card' | 'hero'; className?: string }

/** An uploaded image with the alt text the media collection requires. */
export function MediaImage({ media, size = 'card', className }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  const sized = media.sizes?.[size]
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload serves its own resized copies
    <img
      src={sized?.url || media.url}
      alt={media.alt}
      width={sized?.width || media.width || undefined}
      height={sized?.height || media.height || undefined}
      loading="lazy"
      className={className}
    />
  )
}
