import type { Locale } from '@/lib/i18n/locales'
import type { FormName } from './formNames'

/*
 * What a form's component draws, as plain data in one language (./drawForm.ts makes it on the
 * server from the form's definition). Light on purpose: the browser imports this module.
 */

/**
 * The forms drawn from their definitions (each says `draw`): the newsletter's is the small opt-in
 * form of every page, and the recovery application's sections are drawn by hand (src/forms/recovery).
 */
export type DrawnFormName = Exclude<FormName, 'newsletter' | 'recovery'>

/** How a field is drawn: a box (text, email, tel, number), a text area, a select, ticks, one tick, or the page's hidden value. */
export type Control = 'input' | 'textarea' | 'select' | 'checkboxes' | 'checkbox' | 'given'

export type DrawnField = {
  name: string
  control: Control
  label: string
  required: boolean
  type?: 'email' | 'tel' | 'url' | 'number' | 'date'
  autoComplete?: string
  rows?: number
  placeholder?: string
  hint?: string
  options?: { value: string; label: string }[]
  /** A number's first value when none is given. */
  fallback?: number
  maxLength?: number
  min?: number
  max?: number
  step?: number
  wide?: boolean
  showWhen?: { field: string; value: string }
}

export type DrawnItem =
  | { field: DrawnField }
  | { row: DrawnField[]; columns: 2 | 3 }
  | { section: string; items: DrawnItem[] }
  | { group: DrawnField[] }
  | { gap: true }

type Toast = { title: string; description: string }

export type DrawnForm = {
  name: DrawnFormName
  label: string
  submit: string
  busy: string
  outboxBusy: string
  success: Toast
  after: { thankYou: string } | { received: string } | 'cleared'
  items: DrawnItem[]
  roomy: boolean
  missingChoice?: Toast
  sendNeeds?: { field: string; note: string }
}

/** The fields of drawn items, in order. */
export const drawnFields = (items: readonly DrawnItem[]): DrawnField[] =>
  items.flatMap((item) =>
    'field' in item
      ? [item.field]
      : 'row' in item
        ? item.row
        : 'group' in item
          ? item.group
          : 'gap' in item
            ? []
            : drawnFields(item.items),
  )

/**
 * The forms drawn as an opt-in list's small sign-up (their definitions say `optIn`): on every
 * page, so drawn by src/forms/OptInForm.client.tsx, without the other forms' library.
 */
export type OptInFormName = Extract<FormName, 'newsletter'>

/** The box of an opt-in sign-up, on one line with its button. */
export type DrawnOptInField = Pick<
  DrawnField,
  'name' | 'label' | 'required' | 'type' | 'autoComplete' | 'placeholder'
>

/** An opt-in sign-up drawn from its definition, in one language. */
export type DrawnOptInForm = {
  name: OptInFormName
  locale: Locale
  formLabel: string
  subscribe: string
  busy: string
  /** The button's accessible name while the form is sent. */
  busyName: string
  success: Toast
  failure: Toast
  /** With what the browser's own check says when it is empty (`missing`) or not what its type wants (`invalid`). */
  field: DrawnOptInField & { missing: string; invalid: string }
}
