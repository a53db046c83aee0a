/** resilience4j's words, in both languages (Java names stay as they are). */
export default {
  en: {
    'limiter.resilience4j': 'AtomicRateLimiter (fixed cycles)',
    'r4j.state.permissions': 'Permissions left in the cycle',
    'r4j.state.wait': 'Wait for one permission',
    'r4j.noCurve': 'resilience4j has no warm-up: every cycle starts with limitForPeriod permissions.',
    'r4j.limitForPeriod': 'permissions per cycle',
    'r4j.limitRefreshPeriodMs': 'cycle length',
    'r4j.timeoutDurationMs': 'how long a caller waits',
    'r4j.why.now': 'activePermissions {available} ≥ {permits} in cycle {cycle}',
    'r4j.why.wait': 'wait {wait} ms {op} timeoutDuration {timeout} ms',
    'r4j.why.parked': 'wait {wait} ms > timeoutDuration {timeout} ms: parked {timeout} ms, refused',
    'r4j.idea':
      'Each cycle of limitRefreshPeriod grants limitForPeriod permissions afresh: L just before an edge and L just after it both pass.',
    'r4j.call': 'how each request calls the limiter',
    'r4j.call.acquirePermission': 'acquirePermission(permits)',
    'r4j.call.acquirePermission.hint':
      'parks for the wait; a caller refused because the wait passes timeoutDuration has still parked all of it',
    'r4j.call.reservePermission': 'reservePermission(permits)',
    'r4j.call.reservePermission.hint':
      'returns the wait (refused at once, −1, when it passes timeoutDuration); the caller sleeps it',
    'itemTab.limiters.resilience4j': 'resilience4j',
    'summary.resilience4j':
      'Limiter {index}: resilience4j {limitForPeriod} per {limitRefreshPeriodMs} ms, timeout {timeoutDurationMs} ms, `{call}`',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
