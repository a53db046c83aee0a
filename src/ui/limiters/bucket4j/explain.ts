/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'b4j.explain.tryConsume': 'tryConsume: tokensToConsume {n} {cmp} availableTokens {available} → {then}',
  'b4j.explain.enough': 'tokensToConsume {n} {cmp} availableTokens {available} → {then}',
  'b4j.explain.deficit':
    'deficit {n} − {available}: nanosToCloseDeficit {waitMs} ms {cmp} maxWaitTime {maxWaitMs} ms → {then}',
  'explain.concept.bucket4j':
    'A Bucket4j bucket refills each bandwidth lazily on every call: greedy adds tokens continuously, intervally adds refillTokens once per whole period on a grid anchored at the bucket’s creation, intervally-aligned on the absolute grid from timeOfFirstRefill. availableTokens is the smallest currentSize.',
  'b4j.explain.refill.notDue':
    'bandwidth {i} ({refill}): no refill due since {lastMs} ms → currentSize {after} of {capacity}',
  'b4j.explain.refill.aboveCapacity':
    'bandwidth {i} ({refill}): already at or above capacity {capacity}; lastRefill moves to {lastMs} ms → {after}',
  'b4j.explain.refill.refilled':
    'bandwidth {i} ({refill}): refilled up to {lastMs} ms: currentSize {before} → {after} of {capacity}',
  'b4j.explain.refill.toCapacity':
    'bandwidth {i} ({refill}): refilled to capacity at {lastMs} ms: currentSize {before} → {after}',
};
