/** The trust contact block’s words, in English. */
export const en = {
  /** The block's heading when the page gives none. */
  heading: 'Status and security contact',
  uptime: 'Uptime',
  status: 'Live status',
  statusLink: 'See the status page and incident history',
  security: 'Report a security issue',
  /** Before the security contact's address. */
  securityText: 'Write to',
  securityTxt: 'Our security.txt',
}

export type TrustContactMessages = typeof en
