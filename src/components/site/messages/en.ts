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
