/**
 * The chart frame (ChartFigure's table switch) and the QPS, token-bucket and Requests charts. Java names
 * (storedTokens, passQps …) and units (QPS, ms, s) stay; `backticks` mark code for <Msg>.
 */
import type { Catalog } from './catalog';

export default {
  'figure.table': 'Table',
  'figure.howToRead': 'How to read it',
  'figure.showAsTable': 'Show as table: {title}',
  'figure.asTable': '{title} as a table',
  'figure.axis.time': 'time (s)',
  'figure.axis.wait': 'wait (ms)',
  'figure.tip.time': 'time',

  'qps.title': 'Passed and blocked QPS',
  'qps.description': 'per second, over the trailing 1 s window',
  'qps.passed': 'passed',
  'qps.blocked': 'blocked',
  'qps.waited': 'waited',
  'qps.limit': 'limit',
  'qps.maxWait': 'max wait',
  'qps.maxWaitRight': 'max wait (ms, right)',
  'qps.queued': 'queued',
  'qps.queuedRequests': '{n} requests',
  'qps.aria': 'Passed and blocked requests per second over {duration}',
  'qps.aria.threshold': ', threshold {name} {value} QPS',
  'qps.table.caption': 'Ticks {from}–{to} around the cursor ({tickMs} ms each)',
  'qps.table.time': 'time (s)',
  'qps.table.passed': 'passed (QPS)',
  'qps.table.blocked': 'blocked (QPS)',
  'qps.table.waited': 'waited (QPS)',
  'qps.table.limit': 'limit (QPS)',
  'qps.table.maxWait': 'max wait (ms)',
  'qps.table.queued': 'queued at tick end',

  'bucket.title': 'Token bucket',
  'bucket.title.thread': 'Concurrent calls',
  'bucket.description': '{name} at the end of each tick',
  'bucket.coldZone': 'cold zone',
  'bucket.none':
    '`{className}` keeps no token bucket: it compares the passes in Sentinel’s sliding 1 s window with `count`.',
  'bucket.aria': '{name} over time, in {unit}',
  'bucket.table.caption': 'Ticks {from}–{to} around the cursor',
  'bucket.table.time': 'time at tick end (s)',

  'requests.title': 'Requests',
  'requests.description': 'one mark per request at its arrival; height = wait',
  'requests.truncated': 'first {shown} of {total} requests shown',
  'requests.aria': '{total} requests: {passed} passed at once, {waited} waited, {blocked} blocked',
  'requests.lane': 'blocked',
  'requests.axis.arrival': 'arrival time (s)',
  'requests.tip.request': 'request',
  'requests.tip.arrival': 'arrival',
  'requests.tip.outcome': 'outcome',
  'requests.tip.acquire': 'acquire',
  'requests.tip.prioritized': ' (prioritized)',
  'requests.tip.wait': 'wait',
  'requests.table.caption': 'Requests #{from}–#{to} around the cursor',
  'requests.table.arrival': 'arrival (ms)',
  'requests.table.wait': 'wait (ms)',
} satisfies Catalog;
