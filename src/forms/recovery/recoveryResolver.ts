import { zodResolver } from '@hookform/resolvers/zod'
import type { Locale } from '@/lib/i18n/locales'
import { recoverySchema } from '@/lib/forms/recoverySchema'

/** The recovery form's checks in the browser, imported on demand only (src/forms/lazyChecks.ts). */
export const recoveryResolver = (locale: Locale) => zodResolver(recoverySchema(locale))
