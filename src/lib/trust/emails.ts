import { escapeHtml, escapeMultiline } from '@/lib/html'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { trustMessages } from './messages'
import { formatLongDate } from '@/lib/dates'

const wrap = (...parts: string[]) =>
  [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">',
    ...parts,
    '</div>',
  ].join('')

type Request = { email: string; language?: string | null }

const languageOf = (request: Request): Locale => localeOrDefault(request.language)

/** The approval: one link to the one document, and until when it works. */
export function approvalEmail(request: Request, title: string, link: string, expiresAt: Date) {
  const locale = languageOf(request)
  const t = trustMessages(locale).emails
  return {
    to: request.email,
    subject: t.approvedSubject(title),
    html: wrap(
      `<p>${escapeHtml(t.approvedIntro(title))}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1a4fb0;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>`,
      `<p>${escapeHtml(t.expiry(formatLongDate(expiresAt.toISOString(), locale)))}</p>`,
    ),
  }
}

/** A decline or a revoke: what happened, and that a reply reaches the team. */
export function closingEmail(request: Request, title: string, status: 'declined' | 'revoked') {
  const t = trustMessages(languageOf(request)).emails
  const [subject, text] =
    status === 'declined'
      ? [t.declinedSubject(title), t.declinedText(title)]
      : [t.revokedSubject(title), t.revokedText(title)]
  return { to: request.email, subject, html: wrap(`<p>${escapeMultiline(text)}</p>`) }
}
