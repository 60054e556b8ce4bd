import client, { type Counter, type Histogram, type Registry } from 'prom-client'
import type { TaskConfig } from 'payload'

type Metrics = {
  registry: Registry
  httpRequests: Counter<'route' | 'method' | 'status'>
  httpDuration: Histogram<'route'>
  formSubmissions: Counter<'form' | 'outcome'>
  jobAttempts: Counter<'task' | 'outcome'>
  cacheLookups: Counter<'kind' | 'result'>
  cacheWrites: Counter<'kind'>
}

function createMetrics(): Metrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by route group, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to the end of its response, by route group',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    formSubmissions: new client.Counter({
      name: 'site_form_submissions_total',
      help:
        'Public form submissions, by form and outcome (accepted, invalid, too_large, ' +
        'rate_limited, failed; a retry of one: replayed, in_progress, key_reused)',
      labelNames: ['form', 'outcome'],
      registers,
    }),
    jobAttempts: new client.Counter({
      name: 'site_job_attempts_total',
      help: 'Runs of queued jobs (emails, lead deliveries) on this instance, by task and outcome (sent, failed)',
      labelNames: ['task', 'outcome'],
      registers,
    }),
    // Counted by cache-handler/cacheMetrics.mjs, from the cache handler Next loads.
    cacheLookups: new client.Counter({
      name: 'site_cache_lookups_total',
      help: "Lookups in Next's page and data cache on this instance, by entry kind and result (hit, miss)",
      labelNames: ['kind', 'result'],
      registers,
    }),
    cacheWrites: new client.Counter({
      name: 'site_cache_writes_total',
      help: "Entries stored in Next's page and data cache by this instance, by entry kind",
      labelNames: ['kind'],
      registers,
    }),
  }
}

// The server entry and Next's server bundle each load their own copy of prom-client and of this
// module; keyed on the process, both count into the one registry /metrics reads.
const KEY = Symbol.for('site.metrics')
const holder = globalThis as typeof globalThis & { [KEY]?: Metrics }

export function metrics(): Metrics {
  return (holder[KEY] ??= createMetrics())
}

const FORM_OUTCOMES: Record<string, string> = {
  accepted: 'accepted',
  invalid: 'invalid',
  tooLarge: 'too_large',
  limited: 'rate_limited',
  failed: 'failed',
  replayed: 'replayed',
  inProgress: 'in_progress',
  keyReused: 'key_reused',
}

/** Counts one submission of a public form by what became of it. */
export function countFormSubmission(form: string, outcome: string): void {
  metrics().formSubmissions.inc({ form, outcome: FORM_OUTCOMES[outcome] ?? outcome })
}

/** A job task that counts its runs: each success as `sent`, each failed attempt as `failed`. */
export function countedTask<
  Task extends { slug: string } & Pick<TaskConfig, 'onSuccess' | 'onFail'>,
>(task: Task): Task {
  const count = (outcome: 'sent' | 'failed') =>
    metrics().jobAttempts.inc({ task: task.slug, outcome })
  return {
    ...task,
    onSuccess: async (args) => (count('sent'), task.onSuccess?.(args)),
    onFail: async (args) => (count('failed'), task.onFail?.(args)),
  }
}
