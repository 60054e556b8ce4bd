/** The banner's element id: the footer's "Cookie settings" link targets it. */
export const CONSENT_BANNER_ID = 'cookie-consent'
