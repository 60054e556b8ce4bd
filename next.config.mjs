import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import { blogRewrites } from './config/blogRewrites.mjs'
import { devHeaderRules, imageConfig } from './config/securityHeaders.mjs'
import { localeRedirects, localeRewrites } from './config/localeRoutes.mjs'
import { wellKnownRewrites } from './config/wellKnownRewrites.mjs'
import { SECTIONS, SERVICE_WORKER_SCRIPT } from './config/paths.mjs'
import { compileServiceWorker } from './scripts/serviceWorkerScript.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes the whole HTML of a cached page in JavaScript on every hit to make its ETag, a
  // large share of the server's time under load. Pages carry s-maxage for
  // shared caches, which keep their own validators; browsers lose only a 304 on a reload.
  generateEtags: false,
  // `npm test` typechecks first; checking again inside every build only costs CI minutes.
  typescript: { ignoreBuildErrors: true },
  // The dev server refuses its HMR socket to 127.0.0.1 otherwise, and the CMS never hydrates.
  allowedDevOrigins: ['127.0.0.1'],
  // Read when the server starts: the hosts come from SERVER_URL and WORDPRESS_API_URL.
  images: imageConfig(),
  // Pages and data are cached in memory (or in Redis, shared by instances), never on disk, where
  // they would outlive a restart and serve what the database no longer holds.
  cacheHandler: path.resolve(import.meta.dirname, 'cache-handler/pageCacheHandler.mjs'),
  cacheMaxMemorySize: 0,
  // A new id for every build, and the service worker compiled with it: each deploy is a new
  // worker, which drops the pages an older build kept (their server actions are gone).
  async generateBuildId() {
    const buildId = randomUUID()
    await compileServiceWorker(buildId)
    return buildId
  },
  // In production server/start.ts sets the security headers on every response, from the
  // environment it runs with; rules here would be frozen into the build with the environment it
  // was built with. The service worker is looked for anew on every visit, never from a cache.
  async headers() {
    const serviceWorker = {
      source: SERVICE_WORKER_SCRIPT,
      headers: [{ key: 'Cache-Control', value: 'no-cache' }],
    }
    return [...(process.env.NODE_ENV === 'development' ? devHeaderRules() : []), serviceWorker]
  },
  // Languages are URL prefixes served from src/app/(site)/[lang] (config/localeRoutes.mjs).
  // The blog's views first: they name their language tree themselves (config/blogRewrites.mjs).
  // Before them, /.well-known/ addresses (config/wellKnownRewrites.mjs).
  async rewrites() {
    return {
      beforeFiles: [...wellKnownRewrites(), ...blogRewrites(), ...localeRewrites()],
      afterFiles: [],
      fallback: [],
    }
  },
  async redirects() {
    return localeRedirects()
  },
  experimental: {
    // Turbopack saves its work in .next/cache for the next build on this machine. A build that no
    // later build starts from (the e2e suite's in CI, on a clean clone) skips that write.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

const isColorSchemeHint = (rule) => rule.headers.some((header) => header.key === 'Critical-CH')

/**
 * Payload asks every response for the colour-scheme client hint (`Accept-CH`, `Critical-CH`).
 * Only its admin uses it; on the public site Chrome would repeat the first navigation just to
 * send it, a round trip before anything renders. So the hint is asked for on /cms only.
 */
async function headers() {
  const rules = await withCms.headers()
  return rules.flatMap((rule) =>
    isColorSchemeHint(rule)
      ? [`/${SECTIONS.cms}`, `/${SECTIONS.cms}/:path*`].map((source) => ({ ...rule, source }))
      : [rule],
  )
}

const config = { ...withCms, headers }

export default config
