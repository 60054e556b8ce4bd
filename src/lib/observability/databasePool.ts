import type { Payload } from 'payload'

/**
 * PostgreSQL closes idle connections when it restarts or fails over. The pool then emits 'error',
 * and with no listener that is an uncaught exception in the server. The pool replaces a closed
 * connection by itself, so a warning in the log is all it needs.
 */
export function warnOnClosedPoolConnections(payload: Payload): void {
  const pool = payload.db.pool
  // Once per pool: in development Payload may initialise again on the same one.
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) =>
    payload.logger.warn(
      { err: error },
      'a pooled PostgreSQL connection closed; the pool opens another',
    ),
  )
}
