import { ACCESS_LINK_DAYS } from '../categories'
import type { TrustMessages } from './en'

/** The trust centre's words, in Latin American Spanish. */
export const es: TrustMessages = {
  categories: {
    security: 'Seguridad',
    privacy: 'Privacidad y protección de datos',
    certifications: 'Certificaciones y auditorías',
    accessibility: 'Accesibilidad',
    continuity: 'Disponibilidad y continuidad',
    legal: 'Aspectos legales y contratos',
  },
  requestTitle: 'Solicitar acceso',
  requestIntro:
    'Compartimos este documento con compradores y evaluadores del sector público bajo confidencialidad. Cuéntenos quién es y para qué lo necesita; revisamos cada solicitud, normalmente en dos días hábiles.',
  back: 'Volver al centro de confianza',
  version: (version) => `Versión ${version}`,
  notFoundTitle: 'Este documento no está disponible por solicitud',
  notFoundText:
    'Es posible que se haya retirado o publicado. El centro de confianza muestra todos los documentos que compartimos.',
  linkGoneTitle: 'Este enlace ya no funciona',
  linkGoneText:
    'Los enlaces de descarga duran 7 días y terminan cuando se retira el acceso. Solicite el documento de nuevo desde el centro de confianza y lo revisaremos.',
  emails: {
    approvedSubject: (title) => `Su acceso a "${title}"`,
    approvedIntro: (title) => `Aprobamos su solicitud de "${title}". Este enlace lo descarga:`,
    button: 'Descargar el documento',
    expiry: (date) =>
      `El enlace funciona durante ${ACCESS_LINK_DAYS} días, hasta el ${date}, y solo para usted: no lo reenvíe.`,
    declinedSubject: (title) => `Su solicitud de "${title}"`,
    declinedText: (title) =>
      `Gracias por su interés. No podemos compartir "${title}" en respuesta a esta solicitud. Si está evaluando la plataforma para una licitación, responda a este correo y nuestro equipo le ayudará.`,
    revokedSubject: (title) => `Terminó su acceso a "${title}"`,
    revokedText: (title) =>
      `El enlace de descarga que le enviamos para "${title}" ya no funciona. Responda a este correo si aún necesita el documento.`,
  },
}
