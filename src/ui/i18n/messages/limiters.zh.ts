/**
 * The built-in limiter views' 中文 messages (each view's `messages.zh.ts`, ui/limiters/<kind>/), by kind. They are
 * part of the lazy 中文 pack (zh.ts), so the page's views carry English only (their `messages.zh` is empty).
 */
import bucket4j from '../../limiters/bucket4j/messages.zh';
import envoyLocal from '../../limiters/envoy-local/messages.zh';
import goRate from '../../limiters/go-rate/messages.zh';
import guavaBursty from '../../limiters/guava-bursty/messages.zh';
import nginxLimitReq from '../../limiters/nginx-limit-req/messages.zh';
import resilience4j from '../../limiters/resilience4j/messages.zh';
import scgRedis from '../../limiters/scg-redis/messages.zh';
import sentinelCluster from '../../limiters/sentinel-cluster/messages.zh';
import sentinelDefault from '../../limiters/sentinel-default/messages.zh';
import sentinelGo from '../../limiters/sentinel-go/messages.zh';
import sentinelThread from '../../limiters/sentinel-thread/messages.zh';
import sentinelThrottling from '../../limiters/sentinel-throttling/messages.zh';
import sentinelWarmUp from '../../limiters/sentinel-warm-up/messages.zh';
import textbookFixedWindow from '../../limiters/textbook-fixed-window/messages.zh';
import textbookGcra from '../../limiters/textbook-gcra/messages.zh';
import textbookLeakyBucket from '../../limiters/textbook-leaky-bucket/messages.zh';
import textbookSlidingLog from '../../limiters/textbook-sliding-log/messages.zh';
import textbookSlidingWindowCounter from '../../limiters/textbook-sliding-window-counter/messages.zh';
import type { Catalog } from './catalog';

export const LIMITERS_ZH: Readonly<Record<string, Catalog>> = {
  bucket4j: bucket4j,
  'envoy-local': envoyLocal,
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
