/**
 * What the cores of Guava's two RateLimiter modules share: their named columns (the run and the explainer are
 * guava-engine.ts; their views' shared parts are ui/limiters/guava-view.ts).
 */
import type { Column } from './contract';

export const GUAVA_COLUMNS: readonly Column[] = [
  /** storedPermits it could draw from (after the resync) */
  {
    name: 'storedPermits',
    unit: 'permits',
    shown: 'storedPermits',
    csv: true,
  },
  /** nextFreeTicketMicros before the decision, ms since start */
  {
    name: 'nextFreeTicketMs',
    unit: 'ms',
    shown: 'nextFreeTicket',
    csv: true,
  },
  /** tryAcquire's timeout (NaN for acquire, which never refuses) */
  {
    name: 'timeoutMs',
    unit: 'ms',
    shown: null,
    csv: true,
  },
  /** how far the reservation pushed nextFreeTicketMicros */
  { name: 'costMs', unit: 'ms', shown: null, csv: true },
];
