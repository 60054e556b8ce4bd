import type { Locale } from '@/lib/i18n/locales'
import type { Drawing, FormDefinition, Layout, OptInDrawing } from './defineForm'
import { FORMS } from './definitions'
import type {
  Control,
  DrawnField,
  DrawnForm,
  DrawnFormName,
  DrawnItem,
  DrawnOptInField,
  DrawnOptInForm,
  OptInFormName,
} from './drawn'
import type { FieldSpec } from './fieldSpecs'
import { formMessages, type FormMessages } from './messages'

/*
 * A form's definition turned, on the server, into what its component draws in one language:
 * plain data (words picked, options labelled), so the browser gets neither the definition nor
 * any other language. src/forms/DefinedForm.client.tsx draws it, and src/forms/OptInForm.client.tsx
 * an opt-in list's sign-up.
 */

function controlOf(field: FieldSpec): Control {
  if (field.kind === 'record') return 'given'
  if (field.kind === 'select') return 'select'
  if (field.kind === 'list') return 'checkboxes'
  if (field.kind === 'flag') return 'checkbox'
  return field.input?.rows ? 'textarea' : 'input'
}

const typeOf = (field: FieldSpec): DrawnField['type'] =>
  field.kind === 'email' || field.kind === 'number' || field.kind === 'date'
    ? field.kind
    : field.input?.type

function drawField(name: string, field: FieldSpec, t: FormMessages): DrawnField {
  const input = field.input
  const labels = input?.optionLabels?.(t)
  return {
    name,
    control: controlOf(field),
    label: input?.label(t) ?? name,
    required: field.required ?? false,
    type: typeOf(field),
    autoComplete: input?.autoComplete,
    rows: input?.rows,
    placeholder: input?.placeholder?.(t),
    hint: input?.hint?.(t),
    options: field.options?.map(({ value, label }) => ({ value, label: labels?.[value] ?? label })),
    fallback: field.fallback,
    maxLength: input?.maxLength,
    min: input?.min,
    max: input?.max,
    step: input?.step,
    wide: input?.wide,
    showWhen: input?.showWhen,
  }
}

function drawItem(item: Layout, fields: FormDefinition['fields'], t: FormMessages): DrawnItem {
  const draw = (name: string) => drawField(name, fields[name], t)
  if (typeof item === 'string') return { field: draw(item) }
  if ('gap' in item) return { gap: true }
  if ('row' in item)
    return { row: item.row.map(draw), columns: item.columns ?? (item.row.length === 3 ? 3 : 2) }
  if ('group' in item) return { group: item.group.map(draw) }
  return { section: item.section(t), items: item.items.map((inner) => drawItem(inner, fields, t)) }
}

/**
 * Where the recovery application's fields stand, drawn in one language: its component draws the
 * rest (its notes, answers and confirmation) by hand.
 */
export function drawRecoveryLayout(locale: Locale): DrawnItem[] {
  const fields: FormDefinition['fields'] = FORMS.recovery.fields
  const t = formMessages(locale)
  return FORMS.recovery.layout.map((item) => drawItem(item, fields, t))
}

export function drawForm(name: DrawnFormName, locale: Locale): DrawnForm {
  const fields: FormDefinition['fields'] = FORMS[name].fields
  const drawing: Drawing | undefined = FORMS[name].draw
  if (!drawing) throw new Error(`the ${name} form has no drawing in its definition`)
  const t = formMessages(locale)
  return {
    name,
    label: drawing.label(t),
    submit: drawing.submit(t),
    busy: t.busy[drawing.busy],
    outboxBusy: t.busy[drawing.outboxBusy ?? drawing.busy],
    success: drawing.success(t),
    after:
      drawing.after === 'cleared'
        ? 'cleared'
        : 'thankYou' in drawing.after
          ? { thankYou: drawing.after.thankYou(t) }
          : { received: drawing.after.received(t) },
    items: drawing.layout.map((item) => drawItem(item, fields, t)),
    roomy: drawing.roomy ?? false,
    missingChoice: drawing.missingChoice?.(t),
    sendNeeds: drawing.sendNeeds && {
      field: drawing.sendNeeds.field,
      note: drawing.sendNeeds.note(t),
    },
  }
}

/** A box of an opt-in sign-up, drawn from its field's spec in one language. */
export function drawOptInField(name: string, field: FieldSpec, t: FormMessages): DrawnOptInField {
  const input = field.input
  return {
    name,
    label: input?.label(t) ?? name,
    required: field.required ?? false,
    type: typeOf(field),
    autoComplete: input?.autoComplete,
    placeholder: input?.placeholder?.(t),
  }
}

/** The field of an opt-in sign-up's line, with the browser's check's words. */
function drawOptInLine(name: string, field: FieldSpec, t: FormMessages): DrawnOptInForm['field'] {
  const drawn = drawOptInField(name, field, t)
  const v = t.validation
  // A box without a type of its own has nothing to break but being empty.
  return field.kind === 'email'
    ? { ...drawn, missing: v.emailRequired, invalid: v.emailInvalid }
    : { ...drawn, missing: v.required(drawn.label), invalid: v.required(drawn.label) }
}

/** A form whose definition says `optIn`, drawn as an opt-in list's sign-up in one language. */
export function drawOptInForm(name: OptInFormName, locale: Locale): DrawnOptInForm {
  const fields: FormDefinition['fields'] = FORMS[name].fields
  const drawing: OptInDrawing | undefined = FORMS[name].optIn
  if (!drawing) throw new Error(`the ${name} form has no opt-in drawing in its definition`)
  const t = formMessages(locale)
  return {
    name,
    locale,
    formLabel: drawing.label(t),
    subscribe: drawing.submit(t),
    busy: t.busy[drawing.busy],
    busyName: drawing.busyName(t),
    success: drawing.success(t),
    failure: t.toasts.failure,
    field: drawOptInLine(drawing.layout.line, fields[drawing.layout.line], t),
  }
}
