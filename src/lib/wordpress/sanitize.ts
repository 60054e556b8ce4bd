import sanitizeHtml from 'sanitize-html'

/** Video hosts whose players a post may embed; every other iframe is dropped. */
export const ALLOWED_IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]

/** Turns a path WordPress wrote relative to its own site into an absolute URL on that site. */
function absolutise(url: string | undefined, origin: string | null): string | undefined {
  if (!url || !origin || !url.startsWith('/') || url.startsWith('//')) return url
  return `${origin}${url}`
}

function allowlist(origin: string | null): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'figure',
      'figcaption',
      'iframe',
      'picture',
      'source',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
      source: ['srcset', 'sizes', 'type', 'media'],
      iframe: [
        'src',
        'title',
        'width',
        'height',
        'allow',
        'allowfullscreen',
        'frameborder',
        'loading',
      ],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: ALLOWED_IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = absolutise(attribs.href, origin)
        const next: Record<string, string> = { ...attribs, ...(href ? { href } : {}) }
        // A link that opens a new tab must not hand that page a handle on ours.
        if (next.target === '_blank') next.rel = 'noopener noreferrer'
        return { tagName, attribs: next }
      },
      img: (tagName, attribs) => {
        const src = absolutise(attribs.src, origin)
        return { tagName, attribs: { loading: 'lazy', ...attribs, ...(src ? { src } : {}) } }
      },
    },
  }
}

/**
 * WordPress HTML made safe to render: no scripts, no event handlers, no javascript: URLs, no
 * iframes but the allowed video hosts. `wordpressOrigin` (the WordPress site) keeps images and
 * links written as site-relative paths working on our domain.
 */
export function sanitizePostHtml(html: string, wordpressOrigin: string | null = null): string {
  return sanitizeHtml(html, allowlist(wordpressOrigin))
}
