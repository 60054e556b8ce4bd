import { useState } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'
import { prepareToasts } from './toasts'

type LoadResolver<Input extends FieldValues, Output> = () => Promise<
  Resolver<Input, unknown, Output>
>

/**
 * A react-hook-form resolver whose schema (zod and the messages) is fetched on demand, so the
 * page's first load carries none of it. `prepare` starts the fetch, and the toaster's, when the
 * visitor first reaches into the form; a submission before that waits for the fetch. Should the
 * fetch fail, the browser lets the form go and the server checks it with the same schema.
 */
export function lazyChecks<Input extends FieldValues, Output>(load: LoadResolver<Input, Output>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await loadOnce()
    } catch (error) {
      console.error('loading the form’s checks failed; the server checks the form', error)
      return { values: values as unknown as Output, errors: {} }
    }
    return resolve(values, context, options)
  }

  let prepared = false
  const prepare = () => {
    if (prepared) return
    prepared = true
    prepareToasts()
    loadOnce().catch((error: unknown) => console.error('loading the form’s checks failed', error))
  }

  return { resolver, prepare }
}

/** `lazyChecks` kept for the life of a form: handlers for the form's first focus and pointer-down. */
export function useLazyChecks<Input extends FieldValues, Output>(
  load: LoadResolver<Input, Output>,
) {
  const [checks] = useState(() => lazyChecks(load))
  return {
    resolver: checks.resolver,
    reachedFor: { onFocus: checks.prepare, onPointerDown: checks.prepare },
  }
}
