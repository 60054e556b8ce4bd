// Checked by `npm run typecheck`: each `@ts-expect-error` fails the check the day its line compiles.
import type { ContentMessages } from '@/components/content/messages'
import { en as contentEn } from '@/components/content/messages/en'
import { es as contentEs } from '@/components/content/messages/es'
import type { Locale } from '@/lib/i18n/locales'
import type { TrustMessages } from '@/lib/trust/messages/en'
import { es as trustEs } from '@/lib/trust/messages/es'

// A language's file that lacks one of the English strings is refused: its type is English's own,
// with nothing optional.
const { back: _back, ...caseStudyWithoutBack } = contentEs.caseStudy
// @ts-expect-error `caseStudy.back` is missing
export const withoutOneString: ContentMessages = { ...contentEs, caseStudy: caseStudyWithoutBack }

// A feature's words by language (its catalogues.ts, written from the language list) lack none of
// LOCALES: index.ts gives them the type of one catalogue per language.
// @ts-expect-error `es` is missing
export const catalogueWithoutOne: Record<Locale, ContentMessages> = { en: contentEn }

// A string may not be left out by typing it as something else.
// @ts-expect-error a number is no word
export const notAWord: TrustMessages = { ...trustEs, back: 1 }
