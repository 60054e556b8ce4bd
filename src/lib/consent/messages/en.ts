/** The cookie banner's texts when marketers write none (Site settings › Analytics), in English. */
export const en = {
  message:
    'We use cookies for analytics, to learn which pages help our visitors, and for marketing, to know which campaign brought you. Nothing is set until you choose.',
  analytics: 'Analytics: counts visits and form submissions, never what you type.',
  marketing: 'Marketing: remembers the campaign or site that first brought you here, for 90 days.',
}

/** What marketers write on the banner, per language. */
export type ConsentTexts = typeof en
