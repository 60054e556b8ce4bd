/** True for links that leave the site (absolute http(s) or mailto/tel). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href)
}

/** Attributes for a link that opens in a new tab without handing the new page our window. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const
