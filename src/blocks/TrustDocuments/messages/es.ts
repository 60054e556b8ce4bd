import { es as trust } from '@/lib/trust/messages/es'
import type { TrustDocumentsMessages } from './en'

/** The trust documents block’s words, in Latin American Spanish. */
export const es: TrustDocumentsMessages = {
  categories: trust.categories,
  details: 'PDF · {language} · versión {version} · {date}',
  download: 'Descargar',
  downloadSize: '(PDF, {size})',
  requestAccess: 'Solicitar acceso',
  requestAccessName: 'Solicitar acceso: {title}',
  empty: 'Por ahora no hay documentos publicados aquí.',
}
