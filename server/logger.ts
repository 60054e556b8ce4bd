import { pino, stdTimeFunctions } from 'pino'

/**
 * The server entry's own log: JSON lines on stdout, in the shape of Payload's production lines
 * (src/lib/observability/logger.ts), so one collector reads both.
 */
export const serverLog = pino({ name: 'server', timestamp: stdTimeFunctions.isoTime })
