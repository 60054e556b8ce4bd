// Written by `npm run generate:words` from the languages of config/locales.mjs: do not edit.
import { en } from './en'
import { es } from './es'

/** This folder's words by language; index.ts gives them their type. */
export const byLanguage = { en, es }
