import { zodResolver } from '@hookform/resolvers/zod'
import type { Locale } from '@/lib/i18n/locales'
import type { BuiltInput } from '@/lib/forms/built/inputs'
import { builtFormSchema } from '@/lib/forms/built/schema'
import { formMessages } from '@/lib/forms/messages'

/** A built form's checks in the browser: the schema the server parses with, in the page's language. Imported on demand only. */
export const builtFormResolver = (inputs: readonly BuiltInput[], locale: Locale) =>
  zodResolver(builtFormSchema(inputs, formMessages(locale).validation))
