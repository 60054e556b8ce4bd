import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { Locale } from '@/lib/i18n/locales'
import type * as z from '@/lib/forms/zod'
import { formSchemas } from '@/lib/forms/schemas'
import type { DrawnFormName } from '@/lib/forms/drawn'

/*
 * The public forms' checks in the browser: the schemas the server parses with, in the page's
 * language. Imported on demand only (src/forms/lazyChecks.ts).
 */
export function resolverFor(
  form: DrawnFormName,
  locale: Locale,
): Resolver<FieldValues, unknown, FieldValues> {
  // Drawn from plain data, the form knows its values by name only.
  const schema: z.ZodMiniType<FieldValues, FieldValues> = formSchemas(locale)[form]
  return zodResolver(schema)
}
