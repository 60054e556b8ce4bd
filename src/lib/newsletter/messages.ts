import { localeOrDefault, type Locale } from '@/lib/i18n/locales'

/** What subscribers read: the confirmation email and the two newsletter pages. */
export const NEWSLETTER_TEXT = {
  en: {
    consentForm: 'Footer newsletter sign-up',
    defaultWording: 'Subscribe to our newsletter.',
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmHeading: 'One more step',
    confirmIntro:
      'Someone, we hope you, asked to receive our newsletter at this address. Confirm to start receiving it:',
    confirmButton: 'Confirm my subscription',
    confirmExpiry:
      'This link works for 7 days. If you did not ask for this, ignore this email and nothing will be sent.',
    unsubscribeFooter: 'Do not want these emails?',
    unsubscribeLink: 'Unsubscribe',
    confirmPageTitle: 'Confirm your subscription',
    confirmPageBody: (email: string) => `Start sending the newsletter to ${email}?`,
    confirmedTitle: 'Subscription confirmed',
    confirmedBody: 'Thank you: you will now receive our newsletter.',
    invalidTitle: 'This link has expired',
    invalidBody: 'Confirmation links work for 7 days. Sign up again in the footer of any page.',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeBody: (email: string) => `Stop sending the newsletter to ${email}?`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedBody: (email: string) => `We will send no more newsletters to ${email}.`,
    unknownLinkTitle: 'This link is not valid',
    unknownLinkBody: 'Use the unsubscribe link of a newsletter email.',
  },
  es: {
    consentForm: 'Suscripción al boletín en el pie de página',
    defaultWording: 'Suscríbete a nuestro boletín.',
    confirmSubject: 'Confirma tu suscripción al boletín',
    confirmHeading: 'Un paso más',
    confirmIntro:
      'Alguien, esperamos que tú, pidió recibir nuestro boletín en esta dirección. Confirma para empezar a recibirlo:',
    confirmButton: 'Confirmar mi suscripción',
    confirmExpiry:
      'Este enlace funciona durante 7 días. Si no lo pediste, ignora este correo y no te enviaremos nada.',
    unsubscribeFooter: '¿No quieres estos correos?',
    unsubscribeLink: 'Darse de baja',
    confirmPageTitle: 'Confirma tu suscripción',
    confirmPageBody: (email: string) => `¿Empezar a enviar el boletín a ${email}?`,
    confirmedTitle: 'Suscripción confirmada',
    confirmedBody: 'Gracias: a partir de ahora recibirás nuestro boletín.',
    invalidTitle: 'Este enlace ha caducado',
    invalidBody:
      'Los enlaces de confirmación funcionan durante 7 días. Vuelve a suscribirte en el pie de cualquier página.',
    unsubscribeTitle: 'Darse de baja del boletín',
    unsubscribeBody: (email: string) => `¿Dejar de enviar el boletín a ${email}?`,
    unsubscribeButton: 'Darse de baja',
    unsubscribedTitle: 'Te has dado de baja',
    unsubscribedBody: (email: string) => `No enviaremos más boletines a ${email}.`,
    unknownLinkTitle: 'Este enlace no es válido',
    unknownLinkBody: 'Usa el enlace para darse de baja de un correo del boletín.',
  },
} satisfies Record<Locale, Record<string, string | ((email: string) => string)>>

export const newsletterText = (locale: string | null | undefined) =>
  NEWSLETTER_TEXT[localeOrDefault(locale)]
