import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import type { ListChanges } from './diff'

/** What subscribers to the sub-processor list read: the emails and the confirm and unsubscribe pages. */
const en = {
  consentWording: 'Email me when the sub-processor list changes. [Subscribe]',
  confirmSubject: 'Please confirm: sub-processor list updates',
  confirmHeading: 'One more step',
  confirmIntro:
    'Someone, we hope you, asked to be emailed at this address when our list of sub-processors changes. Confirm to start receiving these notices:',
  confirmButton: 'Confirm my subscription',
  confirmExpiry: 'This link works for 7 days. If you did not ask for this, ignore this email and nothing will be sent.',
  noticeSubject: 'Our sub-processor list has changed',
  noticeIntro: 'We have changed the list of sub-processors that process customer data on our behalf:',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  /** A listed sub-processor in an email: its name, purpose and data location. */
  entry: (name: string, purpose: string, location: string) => `${name}: ${purpose} (${location})`,
  noticeLink: 'See the current list',
  unsubscribeFooter: 'You receive this because you subscribed to changes of our sub-processor list.',
  unsubscribeLink: 'Unsubscribe',
  confirmPageTitle: 'Confirm your subscription',
  confirmPageBody: (email: string) => `Email ${email} whenever the sub-processor list changes?`,
  confirmedTitle: 'Subscription confirmed',
  confirmedBody: 'Thank you: we will email you whenever our sub-processor list changes.',
  invalidTitle: 'This link has expired',
  invalidBody: 'Confirmation links work for 7 days. Subscribe again on the sub-processors page.',
  unsubscribeTitle: 'Unsubscribe from sub-processor updates',
  unsubscribeBody: (email: string) => `Stop emailing ${email} when the sub-processor list changes?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody: (email: string) => `We will send no more sub-processor updates to ${email}.`,
  unknownLinkTitle: 'This link is not valid',
  unknownLinkBody: 'Use the unsubscribe link of a sub-processor update email.',
  backToList: 'Back to the sub-processor list',
}

const es: typeof en = {
  consentWording: 'Avísenme por correo cuando cambie la lista de subencargados del tratamiento. [Suscribirme]',
  confirmSubject: 'Confirme su suscripción: cambios de subencargados',
  confirmHeading: 'Un paso más',
  confirmIntro:
    'Alguien, esperamos que usted, pidió recibir un correo en esta dirección cuando cambie nuestra lista de subencargados del tratamiento. Confirme para empezar a recibir estos avisos:',
  confirmButton: 'Confirmar mi suscripción',
  confirmExpiry: 'Este enlace funciona durante 7 días. Si no lo pidió, ignore este correo y no le enviaremos nada.',
  noticeSubject: 'Nuestra lista de subencargados del tratamiento ha cambiado',
  noticeIntro: 'Hemos cambiado la lista de subencargados que tratan datos de clientes en nuestro nombre:',
  added: 'Añadidos',
  removed: 'Retirados',
  changed: 'Modificados',
  entry: (name, purpose, location) => `${name}: ${purpose} (${location})`,
  noticeLink: 'Ver la lista actual',
  unsubscribeFooter: 'Recibe este correo porque se suscribió a los cambios de nuestra lista de subencargados.',
  unsubscribeLink: 'Darse de baja',
  confirmPageTitle: 'Confirme su suscripción',
  confirmPageBody: (email) => `¿Escribir a ${email} cada vez que cambie la lista de subencargados?`,
  confirmedTitle: 'Suscripción confirmada',
  confirmedBody: 'Gracias: le escribiremos cada vez que cambie nuestra lista de subencargados del tratamiento.',
  invalidTitle: 'Este enlace ha caducado',
  invalidBody: 'Los enlaces de confirmación funcionan durante 7 días. Vuelva a suscribirse en la página de subencargados.',
  unsubscribeTitle: 'Darse de baja de los avisos de subencargados',
  unsubscribeBody: (email) => `¿Dejar de escribir a ${email} cuando cambie la lista de subencargados?`,
  unsubscribeButton: 'Darse de baja',
  unsubscribedTitle: 'Se ha dado de baja',
  unsubscribedBody: (email) => `No enviaremos más avisos de subencargados a ${email}.`,
  unknownLinkTitle: 'Este enlace no es válido',
  unknownLinkBody: 'Use el enlace para darse de baja de un correo de avisos de subencargados.',
  backToList: 'Volver a la lista de subencargados',
}

const TEXT: Record<Locale, typeof en> = { en, es }

export type SubProcessorText = typeof en

/** The words in a subscriber's language (English for anything else). */
export const subProcessorText = (locale: string | null | undefined): SubProcessorText => TEXT[localeOrDefault(locale)]

/** The words a notice's one-line title is made of, per language (the RSS item's and the email's). */
const TITLE: Record<Locale, { updated: string; added: string; removed: string; changed: string }> = {
  en: { updated: 'Sub-processor list updated', added: 'added', removed: 'removed', changed: 'changed' },
  es: { updated: 'Lista de subencargados actualizada', added: 'añadidos', removed: 'retirados', changed: 'modificados' },
}

/** "Sub-processor list updated: added X, Y; removed Z": a notice in one line. */
export function noticeTitle(changes: ListChanges, locale: Locale): string {
  const words = TITLE[locale]
  const parts = (['added', 'removed', 'changed'] as const)
    .filter((kind) => changes[kind].length > 0)
    .map((kind) => `${words[kind]} ${changes[kind].join(', ')}`)
  return parts.length ? `${words.updated}: ${parts.join('; ')}` : words.updated
}
