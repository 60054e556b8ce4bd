import { escapeHtml } from '@/lib/html'

/** The frame of every email to a list's subscriber. */
export const emailFrame = (parts: string[]) =>
  [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">',
    ...parts,
    '</div>',
  ].join('')

/** A link drawn as a button. */
export const emailButton = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#1a4fb0;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`
