import type { NewsletterMessages } from './en'

/** What newsletter subscribers read, in Latin American Spanish (tú, as the newsletter writes). */
export const es: NewsletterMessages = {
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
  confirmPageBody: (email) => `¿Empezar a enviar el boletín a ${email}?`,
  confirmedTitle: 'Suscripción confirmada',
  confirmedBody: 'Gracias: a partir de ahora recibirás nuestro boletín.',
  invalidTitle: 'Este enlace ha caducado',
  invalidBody:
    'Los enlaces de confirmación funcionan durante 7 días. Vuelve a suscribirte en el pie de cualquier página.',
  unsubscribeTitle: 'Darse de baja del boletín',
  unsubscribeBody: (email) => `¿Dejar de enviar el boletín a ${email}?`,
  unsubscribeButton: 'Darse de baja',
  unsubscribedTitle: 'Te has dado de baja',
  unsubscribedBody: (email) => `No enviaremos más boletines a ${email}.`,
  unknownLinkTitle: 'Este enlace no es válido',
  unknownLinkBody: 'Usa el enlace para darse de baja de un correo del boletín.',
}
