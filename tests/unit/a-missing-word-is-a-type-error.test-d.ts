// Checked by `npm run typecheck`: each `@ts-expect-error` fails the check the day its line compiles.
import type { ContentMessages } from '@/components/content/messages'
import { es as contentEs } from '@/components/content/messages/es'
import type { Locale } from '@/lib/i18n/locales'
import type { TrustMessages } from '@/lib/trust/messages/en'
import { es as trustEs } from '@/lib/trust/messages/es'

// A language's file that lacks one of the English strings is refused: its type is English's own,
// with nothing optional.
const { back: _back, ...caseStudyWithoutBack } = contentEs.caseStudy
// @ts-expect-error `caseStudy.back` is missing
export const withoutOneString: ContentMessages = { ...contentEs, caseStudy: caseStudyWithoutBack }

// A list of words by language (the name of a document's language, in each) lacks none of LOCALES.
// @ts-expect-error `es` is missing
export const languagesWithoutOne: TrustMessages['language'] = { en: 'English' }
export const languagesOfEveryLocale: Record<Locale, string> = trustEs.language

// A string may not be left out by typing it as something else.
// @ts-expect-error a number is no word
export const notAWord: TrustMessages = { ...trustEs, back: 1 }
