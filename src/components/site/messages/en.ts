/** The site chrome's own words (header, footer, 404, language offers), in English. */
export const en = {
  skipToContent: 'Skip to content',
  home: 'home',
  socialMedia: 'Social media',
  newsletter: 'Newsletter',
  allRightsReserved: 'All rights reserved.',
  opensInNewTab: '(opens in a new tab)',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  language: 'Language',
  search: 'Search',
  mainNav: 'Main',
  notFoundTitle: 'Page not found',
  notFoundText: 'Oops! Page not found',
  returnHome: 'Return to Home',
  offlineTitle: 'You are offline',
  offlineText:
    'This page is not available without a connection. It will open once your device is back online.',
  offlineForms:
    'Forms you fill in keep your answers on this device, and what you send while offline goes once the connection returns.',
  suggestion: 'This site is also available in Spanish.',
  suggestionAction: 'Ver el sitio en español',
  dismiss: 'Dismiss',
  cookieConsent: 'Cookie consent',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  chooseCookies: 'Choose',
  saveChoices: 'Save choices',
  cookieSettings: 'Cookie settings',
}

export type SiteMessages = typeof en
