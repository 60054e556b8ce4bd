import { z } from 'zod'

// Zod compiles faster parsers with `new Function` where it may. Our Content-Security-Policy
// allows no eval, and the browser reports even Zod's probe for it as a violation.
z.config({ jitless: true })

export { z }
