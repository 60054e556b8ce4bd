import type { SubProcessorText } from './en'

/** What subscribers to the sub-processor list read, in Latin American Spanish. */
export const es: SubProcessorText = {
  consentWording:
    'Avísenme por correo cuando cambie la lista de subencargados del tratamiento. [Suscribirme]',
  confirmSubject: 'Confirme su suscripción: cambios de subencargados',
  confirmHeading: 'Un paso más',
  confirmIntro:
    'Alguien, esperamos que usted, pidió recibir un correo en esta dirección cuando cambie nuestra lista de subencargados del tratamiento. Confirme para empezar a recibir estos avisos:',
  confirmButton: 'Confirmar mi suscripción',
  confirmExpiry:
    'Este enlace funciona durante 7 días. Si no lo pidió, ignore este correo y no le enviaremos nada.',
  noticeSubject: 'Nuestra lista de subencargados del tratamiento ha cambiado',
  noticeIntro:
    'Hemos cambiado la lista de subencargados que tratan datos de clientes en nuestro nombre:',
  added: 'Añadidos',
  removed: 'Retirados',
  changed: 'Modificados',
  entry: (name, purpose, location) => `${name}: ${purpose} (${location})`,
  noticeLink: 'Ver la lista actual',
  unsubscribeFooter:
    'Recibe este correo porque se suscribió a los cambios de nuestra lista de subencargados.',
  unsubscribeLink: 'Darse de baja',
  confirmPageTitle: 'Confirme su suscripción',
  confirmPageBody: (email) => `¿Escribir a ${email} cada vez que cambie la lista de subencargados?`,
  confirmedTitle: 'Suscripción confirmada',
  confirmedBody:
    'Gracias: le escribiremos cada vez que cambie nuestra lista de subencargados del tratamiento.',
  invalidTitle: 'Este enlace ha caducado',
  invalidBody:
    'Los enlaces de confirmación funcionan durante 7 días. Vuelva a suscribirse en la página de subencargados.',
  unsubscribeTitle: 'Darse de baja de los avisos de subencargados',
  unsubscribeBody: (email) =>
    `¿Dejar de escribir a ${email} cuando cambie la lista de subencargados?`,
  unsubscribeButton: 'Darse de baja',
  unsubscribedTitle: 'Se ha dado de baja',
  unsubscribedBody: (email) => `No enviaremos más avisos de subencargados a ${email}.`,
  unknownLinkTitle: 'Este enlace no es válido',
  unknownLinkBody: 'Use el enlace para darse de baja de un correo de avisos de subencargados.',
  backToList: 'Volver a la lista de subencargados',
  title: {
    updated: 'Lista de subencargados actualizada',
    added: 'añadidos',
    removed: 'retirados',
    changed: 'modificados',
  },
}
