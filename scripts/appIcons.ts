/**
 * Draws the PNG icons the web app manifest (src/app/manifest.ts) names, from the site's own
 * src/app/icon.svg: browsers that install a site want bitmaps of 192 and 512 pixels beside a
 * scalable icon. Run again after changing the SVG: `node --import tsx scripts/appIcons.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { APP_ICON_SIZES, appIconPath } from '../src/lib/webApp'

const svg = readFileSync('src/app/icon.svg')
mkdirSync('public/icons', { recursive: true })
for (const size of APP_ICON_SIZES) {
  // Rendered at the size's own density, so edges are drawn, not scaled.
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public${appIconPath(size)}`)
}
