import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { unstable_cache } from 'next/cache'
import { ImageResponse } from 'next/og'
import { env } from '@/lib/env'
import { DRAWING, SHARE_IMAGE_SIZE, type ShareImageSubject } from '@/lib/shareImage/address'
import { drawableTitle, titleFontSize } from '@/lib/shareImage/text'

// The site's colours (src/app/(site)/globals.css, src/app/icon.svg).
const BRAND_900 = '#1c3b72'
const BRAND_700 = '#1a4fb0'
const BRAND_100 = '#d9eaff'

const FONT_FILES = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }

let fonts: Promise<Font[]> | undefined

/** Inter from @fontsource/inter, read from disk once (the renderer takes woff, not woff2). */
function interFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, weight }) => {
      const data = await readFile(
        path.join(process.cwd(), 'node_modules/@fontsource/inter/files', file),
      )
      return { name: 'Inter', data: new Uint8Array(data).buffer, weight, style: 'normal' as const }
    }),
  ).catch((error: unknown) => {
    fonts = undefined
    throw error
  })
  return fonts
}

/** A day in browsers; a shared cache keeps it until the page's publish purges it. */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000'

function ShareCard({ title, brandName }: Pick<ShareImageSubject, 'title' | 'brandName'>) {
  const text = drawableTitle(title)
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        backgroundColor: BRAND_900,
        backgroundImage: `linear-gradient(135deg, ${BRAND_900} 0%, ${BRAND_700} 100%)`,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="7" fill="#ffffff" />
          <path
            d="M8 12l8-4 8 4-8 4-8-4zm3 3v5c0 1.5 2.5 3 5 3s5-1.5 5-3v-5l-5 2.5-5-2.5z"
            fill={BRAND_700}
          />
        </svg>
        <div style={{ marginLeft: 24, fontSize: 36, fontWeight: 700 }}>
          {drawableTitle(brandName)}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: titleFontSize(text),
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
        }}
      >
        {text}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          fontSize: 28,
          fontWeight: 400,
          color: BRAND_100,
        }}
      >
        <div
          style={{
            display: 'flex',
            width: 96,
            height: 8,
            marginRight: 24,
            borderRadius: 4,
            backgroundColor: BRAND_100,
          }}
        />
        {new URL(env.serverUrl).host}
      </div>
    </div>
  )
}

async function drawPng(title: string, brandName: string): Promise<string> {
  const image = new ImageResponse(<ShareCard title={title} brandName={brandName} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: await interFonts(),
  })
  // Read whole here, so a failed render is an error of this request and not a cut-off body.
  return Buffer.from(await image.arrayBuffer()).toString('base64')
}

// An image is fixed by its title and brand (its URL's version says so), so the drawn PNG is
// kept under them with no expiry of its own; a new title is a new entry.
const drawnPng = unstable_cache(drawPng, ['share-image-png', String(DRAWING)], {
  revalidate: false,
})

/**
 * The 1200×630 PNG of a page's title and the brand, drawn once per title and brand. Its URL holds
 * a version of what it shows, so a shared cache (Varnish) may keep it; Varnish is told to drop it
 * with its page (xkey, src/proxy.ts), and the route then sends an old version on to the new one.
 */
export async function renderShareImage(
  subject: Pick<ShareImageSubject, 'title' | 'brandName'>,
): Promise<Response> {
  const body = Buffer.from(await drawnPng(subject.title, subject.brandName), 'base64')
  return new Response(body, {
    headers: { 'content-type': 'image/png', 'cache-control': SHARE_IMAGE_CACHE_CONTROL },
  })
}
