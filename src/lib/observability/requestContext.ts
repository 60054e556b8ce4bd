import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string }

// The server entry and Next's server bundle each load their own copy of this module; keyed on
// the process, both see the one store the entry opened for the request.
const KEY = Symbol.for('site.requestContext')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }

export const requestContext: AsyncLocalStorage<RequestContext> = (holder[KEY] ??=
  new AsyncLocalStorage<RequestContext>())

/** The id of the request being answered, when the code runs on behalf of one. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId
}
