import type { TrustContactMessages } from './en'

/** The trust contact block’s words, in Latin American Spanish. */
export const es: TrustContactMessages = {
  heading: 'Estado del servicio y contacto de seguridad',
  uptime: 'Disponibilidad',
  status: 'Estado en vivo',
  statusLink: 'Ver la página de estado y el historial de incidentes',
  security: 'Informar de un problema de seguridad',
  securityText: 'Escriba a',
  securityTxt: 'Nuestro security.txt',
}
