/**
 * Paths the spec links to but never defines, sent to the closest page (docs/decisions.md).
 * Temporary (302): marketers may give them pages later.
 */
export const redirectsSeed: { from: string; toPath: string }[] = [
  { from: '/trial', toPath: 'demo' },
  { from: '/request-demo', toPath: 'demo' },
  { from: '/case-studies', toPath: 'resources/case-studies' },
  { from: '/resources/support', toPath: 'contact' },
  { from: '/resources/ebooks', toPath: 'resources' },
  { from: '/resources/events', toPath: 'resources' },
]
