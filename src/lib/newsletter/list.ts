import { defineOptInList } from '@/lib/optInLists/list'
import { newsletterText } from './messages'

/** The newsletter as a double opt-in list (src/lib/optInLists): its links, pages and words. */
export const newsletterList = defineOptInList({
  // The newsletter's key has always been derived under this name: links already sent keep working.
  linkKey: 'newsletter-links',
  collection: 'newsletter-subscribers',
  logName: 'newsletter subscriber',
  text: newsletterText,
  paths: {
    confirmApi: '/api/newsletter/confirm',
    unsubscribeApi: '/api/newsletter/unsubscribe',
    confirmationPage: '/newsletter/confirmation',
    unsubscribePage: '/newsletter/unsubscribe',
  },
})
