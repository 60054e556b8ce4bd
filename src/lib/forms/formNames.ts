/** The forms a marketer can place with the form block, by name. */
export { FORM_NAMES, isFormName, type FormName } from './definitions'
