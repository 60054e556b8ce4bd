import { config } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

// The forms' schemas ship to the browser: Zod Mini's functions tree-shake to about 9 KB gzip,
// where the chained API brings all of Zod (about 90 KB). Import this module's exports by name or
// as `import * as z`, never re-exported as one object: an object that escapes keeps every
// function and every language of Zod in the bundle.
// Mini starts with no message catalogue; English is the one the chained API loads, so a
// message we do not write ourselves reads the same.
config(en())

// Zod compiles faster parsers with `new Function` where it may. Our Content-Security-Policy
// allows no eval, and the browser reports even Zod's probe for it as a violation.
config({ jitless: true })

export * from 'zod/mini'
