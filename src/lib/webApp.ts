/** The site as an app a visitor adds to a home screen (src/app/manifest.ts). */

/** The brand's colour (brand-700 in src/app/(site)/globals.css, the icon's background). */
export const BRAND_COLOUR = '#1a4fb0'

/** The PNG icons scripts/appIcons.ts draws from src/app/icon.svg into public/, by width in pixels. */
export const APP_ICON_SIZES = [192, 512] as const

export const appIconPath = (size: number) => `/icons/icon-${size}.png`
