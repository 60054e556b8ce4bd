/**
 * The attribute a page renders (src/components/content/NoStoreMarker.tsx) when a source it shows
 * (WordPress) failed and it shows a fallback instead. Such a render is never stored
 * (cache-handler/cacheRules.mjs): the next visitor gets a fresh try, and a page cached before the
 * failure keeps being served until a render succeeds. Plain JavaScript, so the page and the cache
 * handler Next loads read the same name.
 */
export const NO_STORE_ATTRIBUTE = 'data-page-cache'
export const NO_STORE_VALUE = 'no-store'
/** That attribute as the rendered HTML carries it. */
export const NO_STORE_MARKER = `${NO_STORE_ATTRIBUTE}="${NO_STORE_VALUE}"`
