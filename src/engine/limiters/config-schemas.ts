/**
 * The zod schema of each built-in `limiters` item type, for the scenario's `limiters` list (limiters-schema.ts).
 * They live here, not in the modules' descriptors (which say `schema: null`), because the page ships every
 * descriptor: a schema in one would put zod in the page's first-visit bundle. Validation runs in the worker.
 * A module registered at run time may still carry its schema in its descriptor.
 */
import type { z } from 'zod';
import { bucket4jSchema } from './bucket4j/config';
import { envoyLocalSchema } from './envoy-local/config';
import { goRateSchema } from './go-rate/config';
import { nginxLimitReqSchema } from './nginx-limit-req/config';
import { resilience4jSchema } from './resilience4j/config';
import { scgRedisSchema } from './scg-redis/config';
import { sentinelClusterSchema } from './sentinel-cluster/config';
import { sentinelGoSchema } from './sentinel-go/config';
import { textbookFixedWindowSchema } from './textbook-fixed-window/config';
import { textbookGcraSchema } from './textbook-gcra/config';
import { textbookLeakyBucketSchema } from './textbook-leaky-bucket/config';
import { textbookSlidingLogSchema } from './textbook-sliding-log/config';
import { textbookSlidingWindowCounterSchema } from './textbook-sliding-window-counter/config';

export const CONFIG_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  goRate: goRateSchema,
  bucket4j: bucket4jSchema,
  resilience4j: resilience4jSchema,
  scgRedisRateLimiter: scgRedisSchema,
  sentinelGoFlowRule: sentinelGoSchema,
  nginxLimitReq: nginxLimitReqSchema,
  sentinelCluster: sentinelClusterSchema,
  textbookFixedWindow: textbookFixedWindowSchema,
  textbookSlidingLog: textbookSlidingLogSchema,
  textbookSlidingWindowCounter: textbookSlidingWindowCounterSchema,
  textbookLeakyBucketQueue: textbookLeakyBucketSchema,
  textbookGcra: textbookGcraSchema,
  envoyLocalRateLimit: envoyLocalSchema,
};
