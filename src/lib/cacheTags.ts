export const SITE_SETTINGS_TAG = 'global:site-settings'
