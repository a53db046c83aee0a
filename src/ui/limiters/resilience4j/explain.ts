/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'r4j.explain.sameCycle':
    'currentCycle = {nowMs} ms / {periodMs} ms = {cycle}, still activeCycle: activePermissions {available}',
  'r4j.explain.rollOver':
    'currentCycle = {nowMs} ms / {periodMs} ms = {cycle} (was {activeCycle}): min(activePermissions {active} + {elapsed} × {limit}, {limit}) = {available}',
  'r4j.explain.enough': 'activePermissions {available} {cmp} permits {permits} → {then}',
  'r4j.explain.wait':
    'nanosToWait = fullCyclesToWait {fullCycles} × {periodMs} ms + nanosToNextCycle {toNextMs} ms = {waitMs} ms',
  'r4j.explain.timeout': 'nanosToWait {waitMs} ms {cmp} timeoutDuration {timeoutMs} ms → {then}',
  'r4j.explain.parksTimeout':
    'acquirePermission still parks the whole timeoutDuration {timeoutMs} ms, then returns false',
  'explain.concept.resilience4j':
    'AtomicRateLimiter cuts time since its creation into cycles of limitRefreshPeriod. At a cycle edge the permissions jump back to limitForPeriod (unused ones do not carry over, a debt does); a caller that may wait takes permissions from future cycles.',
};
