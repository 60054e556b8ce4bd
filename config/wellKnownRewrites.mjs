import { SECTIONS } from './paths.mjs'

/**
 * The addresses other software looks for under `/.well-known/`: a folder whose name starts with a
 * dot is no route in Next, so each is served from the plumbing (src/app/(site)/next), which the
 * language rewrites leave alone (config/localeRoutes.mjs).
 */
export function wellKnownRewrites() {
  return [
    { source: '/.well-known/security.txt', destination: `/${SECTIONS.plumbing}/security-txt` },
  ]
}
