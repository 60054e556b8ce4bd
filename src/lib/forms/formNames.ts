/** The forms a marketer can place with the form block, by name (plain data: no components). */
export const FORM_NAMES = ['newsletter', 'demo', 'quote', 'contact', 'recovery'] as const
export type FormName = (typeof FORM_NAMES)[number]
