import { escapeHtml, escapeMultiline } from '@/lib/html'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { formatLongDate } from '@/lib/dates'
import { ACCESS_LINK_DAYS } from './categories'

const words = {
  en: {
    approvedSubject: (title: string) => `Your access to "${title}"`,
    approvedIntro: (title: string) => `Your request for "${title}" has been approved. This link downloads it:`,
    button: 'Download the document',
    expiry: (date: string) => `The link works for ${ACCESS_LINK_DAYS} days, until ${date}, and only for you: please do not forward it.`,
    declinedSubject: (title: string) => `Your request for "${title}"`,
    declinedText: (title: string) =>
      `Thank you for your interest. We are not able to share "${title}" in response to this request. If you are evaluating the platform for a tender, reply to this email and our team will help.`,
    revokedSubject: (title: string) => `Access to "${title}" has ended`,
    revokedText: (title: string) => `The download link we sent you for "${title}" no longer works. Reply to this email if you still need the document.`,
  },
  es: {
    approvedSubject: (title: string) => `Su acceso a "${title}"`,
    approvedIntro: (title: string) => `Aprobamos su solicitud de "${title}". Este enlace lo descarga:`,
    button: 'Descargar el documento',
    expiry: (date: string) => `El enlace funciona durante ${ACCESS_LINK_DAYS} días, hasta el ${date}, y solo para usted: no lo reenvíe.`,
    declinedSubject: (title: string) => `Su solicitud de "${title}"`,
    declinedText: (title: string) =>
      `Gracias por su interés. No podemos compartir "${title}" en respuesta a esta solicitud. Si está evaluando la plataforma para una licitación, responda a este correo y nuestro equipo le ayudará.`,
    revokedSubject: (title: string) => `Terminó su acceso a "${title}"`,
    revokedText: (title: string) => `El enlace de descarga que le enviamos para "${title}" ya no funciona. Responda a este correo si aún necesita el documento.`,
  },
} satisfies Record<Locale, unknown>

const wrap = (...parts: string[]) => ['<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">', ...parts, '</div>'].join('')

type Request = { email: string; language?: string | null }

const languageOf = (request: Request): Locale => localeOrDefault(request.language)

/** The approval: one link to the one document, and until when it works. */
export function approvalEmail(request: Request, title: string, link: string, expiresAt: Date) {
  const locale = languageOf(request)
  const t = words[locale]
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
  const t = words[languageOf(request)]
  const [subject, text] = status === 'declined' ? [t.declinedSubject(title), t.declinedText(title)] : [t.revokedSubject(title), t.revokedText(title)]
  return { to: request.email, subject, html: wrap(`<p>${escapeMultiline(text)}</p>`) }
}
