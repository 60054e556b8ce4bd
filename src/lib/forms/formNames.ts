import { FORMS, FORM_NAMES, type FormName } from './definitions'

export type { FormName } from './definitions'

/** The forms whose definitions say `placeable: false`: their own pages draw them. */
type OwnPageForm = 'documentRequest'
export type PlaceableFormName = Exclude<FormName, OwnPageForm>

const isPlaceable = (name: FormName): name is PlaceableFormName =>
  (FORMS[name] as { placeable?: false }).placeable !== false

/** The forms a marketer can place with the form block, by name. */
export const PLACEABLE_FORM_NAMES: PlaceableFormName[] = FORM_NAMES.filter(isPlaceable)
