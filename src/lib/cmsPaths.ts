import { SECTIONS } from '../../config/paths.mjs'

/** Payload's admin panel (payload.config.ts `routes.admin`). */
export const CMS_PATH = `/${SECTIONS.cms}` as const

/** Our own views inside the panel, as payload.config.ts registers them (each `path` under CMS_PATH). */
export const CMS_VIEWS = { twoFactor: '/two-factor', privacy: '/privacy', leads: '/leads' } as const

export const CMS_TWO_FACTOR_PATH = `${CMS_PATH}${CMS_VIEWS.twoFactor}` as const
export const CMS_PRIVACY_PATH = `${CMS_PATH}${CMS_VIEWS.privacy}` as const
export const CMS_LEADS_PATH = `${CMS_PATH}${CMS_VIEWS.leads}` as const
/** Payload's own sign-in view. */
export const CMS_LOGIN_PATH = `${CMS_PATH}/login` as const
