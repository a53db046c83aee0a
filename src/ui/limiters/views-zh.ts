/**
 * The built-in views' 中文 messages, `ui/limiters/<kind>/messages.zh.ts`, by kind. They are part of the lazy 中文
 * pack (i18n/messages/zh.ts imports this file), so the page's views carry English only (their `messages.zh` is
 * empty); a view whose words are Java names keeps a `zh` beside `en` instead. Written out, not found with the
 * bundler's folder glob, so that code run without the bundler (the end-to-end specs, the CLI) can import the 中文
 * catalog; test/ui/limiter-views.test.ts holds this table to the folders on disk.
 */
import type { Catalog } from '../i18n/messages/catalog';
import bucket4jZh from './bucket4j/messages.zh';
import envoyLocalZh from './envoy-local/messages.zh';
import goRateZh from './go-rate/messages.zh';
import guavaBurstyZh from './guava-bursty/messages.zh';
import nginxLimitReqZh from './nginx-limit-req/messages.zh';
import resilience4jZh from './resilience4j/messages.zh';
import scgRedisZh from './scg-redis/messages.zh';
import sentinelClusterZh from './sentinel-cluster/messages.zh';
import sentinelDefaultZh from './sentinel-default/messages.zh';
import sentinelGoZh from './sentinel-go/messages.zh';
import sentinelThreadZh from './sentinel-thread/messages.zh';
import sentinelThrottlingZh from './sentinel-throttling/messages.zh';
import sentinelWarmUpZh from './sentinel-warm-up/messages.zh';
import textbookFixedWindowZh from './textbook-fixed-window/messages.zh';
import textbookGcraZh from './textbook-gcra/messages.zh';
import textbookLeakyBucketZh from './textbook-leaky-bucket/messages.zh';
import textbookSlidingLogZh from './textbook-sliding-log/messages.zh';
import textbookSlidingWindowCounterZh from './textbook-sliding-window-counter/messages.zh';

export const LIMITERS_ZH: Readonly<Record<string, Catalog>> = {
  bucket4j: bucket4jZh,
  'envoy-local': envoyLocalZh,
  'go-rate': goRateZh,
  'guava-bursty': guavaBurstyZh,
  'nginx-limit-req': nginxLimitReqZh,
  resilience4j: resilience4jZh,
  'scg-redis': scgRedisZh,
  'sentinel-cluster': sentinelClusterZh,
  'sentinel-default': sentinelDefaultZh,
  'sentinel-go': sentinelGoZh,
  'sentinel-thread': sentinelThreadZh,
  'sentinel-throttling': sentinelThrottlingZh,
  'sentinel-warm-up': sentinelWarmUpZh,
  'textbook-fixed-window': textbookFixedWindowZh,
  'textbook-gcra': textbookGcraZh,
  'textbook-leaky-bucket': textbookLeakyBucketZh,
  'textbook-sliding-log': textbookSlidingLogZh,
  'textbook-sliding-window-counter': textbookSlidingWindowCounterZh,
};
