// Plain names shared by the browser's recorder and the server's schema; nothing here pulls in zod.

/** The form field (JSON key or HTML form field) that carries a submission's source. */
export const SOURCE_FIELD = 'source'

/** The longest value kept, in characters: a source is a hint for staff, never a document. */
export const SOURCE_VALUE_MAX = 200

/** The UTM parameters, each read from `utm_<key>`. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
