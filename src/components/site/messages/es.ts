import type { SiteMessages } from './en'

/** The site chrome's own words, in Latin American Spanish. */
export const es: SiteMessages = {
  skipToContent: 'Ir al contenido',
  home: 'inicio',
  socialMedia: 'Redes sociales',
  newsletter: 'Boletín',
  allRightsReserved: 'Todos los derechos reservados.',
  opensInNewTab: '(se abre en una pestaña nueva)',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  language: 'Idioma',
  search: 'Buscar',
  mainNav: 'Principal',
  notFoundTitle: 'Página no encontrada',
  notFoundText: '¡Uy! No encontramos esta página',
  returnHome: 'Volver al inicio',
  offlineTitle: 'No tiene conexión',
  offlineText:
    'Esta página no está disponible sin conexión. Se abrirá cuando su dispositivo vuelva a estar en línea.',
  offlineForms:
    'Los formularios que complete guardan sus respuestas en este dispositivo, y lo que envíe sin conexión se enviará cuando vuelva la conexión.',
  // Offered on the English home page, so it speaks the visitor's language.
  suggestion: 'Este sitio también está disponible en español.',
  suggestionAction: 'Ver el sitio en español',
  dismiss: 'Cerrar',
  cookieConsent: 'Consentimiento de cookies',
  acceptAll: 'Aceptar todo',
  rejectAll: 'Rechazar todo',
  chooseCookies: 'Elegir',
  saveChoices: 'Guardar selección',
  cookieSettings: 'Configuración de cookies',
}
