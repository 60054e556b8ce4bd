import type { SentValues } from './formState'

/**
 * How an HTML form sends what JSON would type: numbers and ticks come as text, lists as repeats.
 * Each form's come from its definition (fieldKindsOf in src/lib/forms/defineForm.ts).
 */
export type FieldKinds = {
  /** Number boxes: empty is "not given". */
  numbers?: readonly string[]
  /** Checkbox groups sharing one name: the ticked values, in order. */
  lists?: readonly string[]
  /** Single checkboxes: sent only when ticked. */
  flags?: readonly string[]
}

/**
 * A form's first values: its blanks and defaults, or what the visitor sent when the server drew
 * the form again. The same values go into the server's HTML and into react-hook-form, so the
 * form hydrates showing what it showed.
 */
export function formDefaults<Values extends object>(
  blank: Values,
  sent: SentValues,
  kinds: FieldKinds = {},
): Values {
  if (Object.keys(sent).length === 0) return blank
  const blanks = blank as Record<string, unknown>
  const defaults: Record<string, unknown> = { ...blanks }
  for (const [name, value] of Object.entries(sent)) {
    if (kinds.numbers?.includes(name)) {
      const text = typeof value === 'string' ? value.trim() : ''
      defaults[name] = text === '' ? blanks[name] : Number(text)
    } else if (kinds.lists?.includes(name)) defaults[name] = Array.isArray(value) ? value : [value]
    else if (!kinds.flags?.includes(name))
      defaults[name] = Array.isArray(value) ? (value[0] ?? '') : value
  }
  // A box left unticked is not sent at all.
  for (const name of kinds.flags ?? []) defaults[name] = name in sent
  for (const name of kinds.lists ?? []) defaults[name] ??= []
  return defaults as Values
}
