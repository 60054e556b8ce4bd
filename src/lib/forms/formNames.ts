import { FORMS, FORM_NAMES } from './definitions'

export { FORM_NAMES, isFormName, type FormName } from './definitions'

/** The forms a marketer can place with the form block, by name. */
export const PLACEABLE_FORM_NAMES = FORM_NAMES.filter((name) => (FORMS[name] as { placeable?: false }).placeable !== false)
