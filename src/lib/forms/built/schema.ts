import * as z from '../zod'
import { LIMITS } from '../limits'
import type { FormMessages } from '../messages'
import { BUILT_LIMITS, optionsOf, type BuiltInput } from './inputs'

/*
 * A built form's checks: the zod schema the browser (on demand) and the server check a
 * submission with, made from the form's own fields, with the five forms' messages.
 */

type Validation = FormMessages['validation']

const size = (v: Validation, max: number) => max.toLocaleString(v.numberFormat)

/** Text of at most `max` characters, trimmed; required or empty. */
function textCheck(input: BuiltInput, v: Validation, max: number) {
  const text = z
    .string({ error: input.required ? v.required(input.label) : v.mustBeText(input.label) })
    .check(z.trim(), z.maxLength(max, v.tooLong(input.label, size(v, max))))
  return input.required ? text.check(z.minLength(1, v.required(input.label))) : z.optional(text)
}

function emailCheck(input: BuiltInput, v: Validation) {
  const address = z
    .string({ error: input.required ? v.required(input.label) : v.emailInvalid })
    .check(z.trim(), z.maxLength(LIMITS.email, v.emailTooLong(LIMITS.email)))
  if (input.required)
    return z.pipe(address.check(z.minLength(1, v.required(input.label))), z.email(v.emailInvalid))
  return z.optional(z.pipe(address, z.union([z.literal(''), z.email(v.emailInvalid)])))
}

function optionCheck(input: BuiltInput, v: Validation) {
  const ids = optionsOf(input).map((option) => option.value)
  const choice = z
    .string({ error: v.chooseOption(input.label) })
    .check(
      z.refine(
        (value) => ids.includes(value) || (!input.required && value === ''),
        v.chooseOption(input.label),
      ),
    )
  return input.required ? choice : z.optional(choice)
}

function numberCheck(input: BuiltInput, v: Validation) {
  const max = BUILT_LIMITS.number
  const number = z
    .number({ error: input.required ? v.required(input.label) : v.mustBeNumber(input.label) })
    .check(z.minimum(-max, v.tooLarge(input.label)), z.maximum(max, v.tooLarge(input.label)))
  return input.required ? number : z.optional(number)
}

// A box JSON leaves out is not ticked; a required one must be.
function tickCheck(input: BuiltInput, v: Validation) {
  const tick = z._default(z.boolean({ error: v.mustTick(input.label) }), false)
  return input.required
    ? tick.check(z.refine((ticked) => ticked === true, v.mustTick(input.label)))
    : tick
}

function checkOf(input: BuiltInput, v: Validation): z.ZodMiniType {
  switch (input.kind) {
    case 'text':
      return textCheck(input, v, BUILT_LIMITS.text)
    case 'textarea':
      return textCheck(input, v, BUILT_LIMITS.textarea)
    case 'email':
      return emailCheck(input, v)
    case 'select':
    case 'country':
      return optionCheck(input, v)
    case 'number':
      return numberCheck(input, v)
    case 'checkbox':
      return tickCheck(input, v)
  }
}

/** The schema of a built form in one language: each input's check, and nothing else kept. */
export function builtFormSchema(inputs: readonly BuiltInput[], v: Validation) {
  return z.object(Object.fromEntries(inputs.map((input) => [input.name, checkOf(input, v)])))
}
