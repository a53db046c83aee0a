/**
 * The built-in limiter modules' 中文 messages (each module's `messages.zh.ts`), by module kind. They are part of
 * the lazy 中文 pack (zh.ts), so the page's descriptors carry English only (their `messages.zh` is empty).
 */
import bucket4j from '../../../engine/limiters/bucket4j/messages.zh';
import goRate from '../../../engine/limiters/go-rate/messages.zh';
import guavaBursty from '../../../engine/limiters/guava-bursty/messages.zh';
import nginxLimitReq from '../../../engine/limiters/nginx-limit-req/messages.zh';
import resilience4j from '../../../engine/limiters/resilience4j/messages.zh';
import scgRedis from '../../../engine/limiters/scg-redis/messages.zh';
import sentinelCluster from '../../../engine/limiters/sentinel-cluster/messages.zh';
import sentinelDefault from '../../../engine/limiters/sentinel-default/messages.zh';
import sentinelGo from '../../../engine/limiters/sentinel-go/messages.zh';
import sentinelThread from '../../../engine/limiters/sentinel-thread/messages.zh';
import sentinelThrottling from '../../../engine/limiters/sentinel-throttling/messages.zh';
import sentinelWarmUp from '../../../engine/limiters/sentinel-warm-up/messages.zh';
import textbookFixedWindow from '../../../engine/limiters/textbook-fixed-window/messages.zh';
import textbookGcra from '../../../engine/limiters/textbook-gcra/messages.zh';
import textbookLeakyBucket from '../../../engine/limiters/textbook-leaky-bucket/messages.zh';
import textbookSlidingLog from '../../../engine/limiters/textbook-sliding-log/messages.zh';
import textbookSlidingWindowCounter from '../../../engine/limiters/textbook-sliding-window-counter/messages.zh';
import type { Catalog } from './catalog';

export const LIMITERS_ZH: Readonly<Record<string, Catalog>> = {
  bucket4j: bucket4j,
  'go-rate': goRate,
  'guava-bursty': guavaBursty,
  'nginx-limit-req': nginxLimitReq,
  resilience4j: resilience4j,
  'scg-redis': scgRedis,
  'sentinel-cluster': sentinelCluster,
  'sentinel-default': sentinelDefault,
  'sentinel-go': sentinelGo,
  'sentinel-thread': sentinelThread,
  'sentinel-throttling': sentinelThrottling,
  'sentinel-warm-up': sentinelWarmUp,
  'textbook-fixed-window': textbookFixedWindow,
  'textbook-gcra': textbookGcra,
  'textbook-leaky-bucket': textbookLeakyBucket,
  'textbook-sliding-log': textbookSlidingLog,
  'textbook-sliding-window-counter': textbookSlidingWindowCounter,
};
