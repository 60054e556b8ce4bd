import {
  validations,
  type Block,
  type CollectionConfig,
  type Field,
  type Plugin,
  type Tab,
  type Validate,
} from 'payload'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

type FieldType = keyof typeof validations
type Options = Parameters<Validate>[1] & { required?: boolean }

/**
 * Payload requires a required localized field in every language, so a marketer could not publish
 * a Spanish version before translating every required text of it. Here such a field is required
 * when the document is created and in English; in another language it may stay empty, and the
 * reader then gets the English text (`localization.fallback`), as with any untranslated field.
 */
const mustBeFilled = ({ operation, req }: Options) =>
  operation === 'create' || !isLocale(req.locale) || req.locale === DEFAULT_LOCALE

function validateRequiredInDefaultLocale(type: FieldType): Validate {
  const validate = validations[type] as Validate
  return (value, options: Options) =>
    validate(value, { ...options, required: Boolean(options.required) && mustBeFilled(options) })
}

const isRelaxable = (field: Field): boolean =>
  'localized' in field &&
  field.localized === true &&
  'required' in field &&
  field.required === true &&
  !('validate' in field && field.validate) &&
  field.type in validations

const relaxBlock = (block: Block): Block => ({ ...block, fields: relaxFields(block.fields) })
const relaxTab = (tab: Tab): Tab => ({ ...tab, fields: relaxFields(tab.fields) })

function relaxChildren(field: Field): Field {
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map(relaxTab) }
  if (field.type === 'blocks' && field.blocks)
    return { ...field, blocks: field.blocks.map(relaxBlock) }
  if ('fields' in field) return { ...field, fields: relaxFields(field.fields) } as Field
  return field
}

function relaxField(field: Field): Field {
  const relaxed = relaxChildren(field)
  if (!isRelaxable(relaxed)) return relaxed
  return {
    ...relaxed,
    validate: validateRequiredInDefaultLocale(relaxed.type as FieldType),
  } as Field
}

function relaxFields(fields: Field[]): Field[] {
  return fields.map(relaxField)
}

// Only documents with drafts: their localized columns are nullable. Site settings keep each
// language's texts in one row whose required columns are NOT NULL, so they keep Payload's rule.
const hasDrafts = (collection: CollectionConfig) =>
  typeof collection.versions === 'object' && Boolean(collection.versions.drafts)

/** Applies the rule above to every collection with drafts (see docs/languages.md). */
export const requiredInDefaultLocale: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    hasDrafts(collection) ? { ...collection, fields: relaxFields(collection.fields) } : collection,
  ),
})
