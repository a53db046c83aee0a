/**
 * The English of the built-in views' explanation steps, `ui/limiters/<kind>/explain.ts`, by kind. Only the explain
 * panel shows them, after `ensureTexts` has loaded the explanation group (i18n/lang.ts), so they stay off the first
 * visit's page (the default first screen's limiter keeps its steps in its messages). Their 中文 stays in each
 * view's messages.zh.ts (the lazy 中文 pack). Written out (no bundler glob) so the end-to-end specs can import it;
 * test/ui/limiter-views.test.ts holds this table to the folders on disk.
 */
import type { Catalog } from '../i18n/messages/catalog';
import bucket4jSteps from './bucket4j/explain';
import envoyLocalSteps from './envoy-local/explain';
import goRateSteps from './go-rate/explain';
import nginxLimitReqSteps from './nginx-limit-req/explain';
import resilience4jSteps from './resilience4j/explain';
import scgRedisSteps from './scg-redis/explain';
import sentinelClusterSteps from './sentinel-cluster/explain';
import sentinelGoSteps from './sentinel-go/explain';
import textbookFixedWindowSteps from './textbook-fixed-window/explain';
import textbookGcraSteps from './textbook-gcra/explain';
import textbookLeakyBucketSteps from './textbook-leaky-bucket/explain';
import textbookSlidingLogSteps from './textbook-sliding-log/explain';
import textbookSlidingWindowCounterSteps from './textbook-sliding-window-counter/explain';

export const VIEWS_EXPLAIN: Readonly<Record<string, Catalog>> = {
  bucket4j: bucket4jSteps,
  'envoy-local': envoyLocalSteps,
  'go-rate': goRateSteps,
  'nginx-limit-req': nginxLimitReqSteps,
  resilience4j: resilience4jSteps,
  'scg-redis': scgRedisSteps,
  'sentinel-cluster': sentinelClusterSteps,
  'sentinel-go': sentinelGoSteps,
  'textbook-fixed-window': textbookFixedWindowSteps,
  'textbook-gcra': textbookGcraSteps,
  'textbook-leaky-bucket': textbookLeakyBucketSteps,
  'textbook-sliding-log': textbookSlidingLogSteps,
  'textbook-sliding-window-counter': textbookSlidingWindowCounterSteps,
};

/** Every view's explanation steps in one catalog (what the explanation group adds to the English). */
export const VIEWS_EXPLAIN_CATALOG: Catalog = Object.assign({}, ...Object.values(VIEWS_EXPLAIN));
