import { createContext, useContext } from 'react'
import type { FieldErrors } from '../submitForm'

type Defaults = { values: Record<string, unknown>; errors: FieldErrors }

/**
 * A form's first values and the server's messages for it, by field name: the fields draw them
 * into the server's HTML (a default, or what was typed before an invalid POST came back).
 */
export const FieldDefaults = createContext<Defaults>({ values: {}, errors: {} })

/** The text a field shows first (a number that is not one shows nothing). */
const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined

/** A named field's first value and the server's message for it. */
export function useFieldDefault(name: string | undefined) {
  const { values, errors } = useContext(FieldDefaults)
  if (!name) return { value: undefined, list: [] as string[], checked: false, error: undefined }
  const value = values[name]
  return {
    value: asText(value),
    list: Array.isArray(value) ? value.map(String) : [],
    checked: value === true,
    error: errors[name],
  }
}
