/**
 * The trap field people never see and bots fill in: the forms' door drops a submission that fills
 * it, no draft keeps it, and no form the CMS builds may take its name.
 */
export const HONEYPOT_FIELD = 'website'
