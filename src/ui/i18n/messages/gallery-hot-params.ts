/** The gallery's "Hot parameters & gateway" group: its title and the hot-parameter presets (presets-hot-params.ts). */
import type { Catalog } from './catalog';

export default {
  'gallery.group.hot-params-gateway': 'Hot parameters & gateway (ParamFlowRule, GatewayFlowRule)',

  'gallery.hp-refill-whole-window.title': 'Hot value: refill only after MORE than durationInSec',
  'gallery.hp-refill-whole-window.summary':
    'count 1, durationInSec 1 for user "u1", requests at 0, 1000, 1001, 2000 and 2002 ms. The bucket is refilled only when more than 1000 ms have passed since lastAddTokenTime, and then the new window starts at that request: not on the second.',
  'gallery.hp-refill-whole-window.watch':
    'The bucket chart of "u1": the request at 1000 ms (exactly 1000 ms later) is blocked, 1001 passes; 2000 is blocked again, 2002 passes.',
  'gallery.hp-refill-whole-window.tour.first': 'The first request of "u1" gets a full bucket and takes its 1 token.',
  'gallery.hp-refill-whole-window.tour.exactly':
    'passTime = 1000 ms is not more than 1000 ms: no refill, restQps 0, blocked (ParamFlowException).',
  'gallery.hp-refill-whole-window.tour.refill':
    'passTime = 1001 > 1000: toAddCount 1, the request passes and lastAddTokenTime becomes 1001.',
  'gallery.hp-refill-whole-window.tour.drift':
    'At 2000 ms a new second has begun, but only 999 ms since 1001: blocked. The window drifted with the traffic.',
  'gallery.hp-refill-whole-window.tour.again': 'At 2002 ms, 1001 ms after the last refill: it passes.',

  'gallery.hp-pacing-no-queue.title': 'Hot-parameter pacing queues nothing by default',
  'gallery.hp-pacing-no-queue.summary':
    'controlBehavior 2 (pacing), count 10: one pass per 100 ms for each value. ParamFlowRule’s maxQueueingTimeMs defaults to 0, unlike FlowRule’s 500, so a wait of 100 ms is not below 0: of each burst of 5, 1 passes and 4 are rejected, none waits.',
  'gallery.hp-pacing-no-queue.watch': 'The Requests chart: 2 passes, 8 blocks, no waiting marks.',
  'gallery.hp-pacing-no-queue.tour.burst':
    '5 requests of "sku-1" at once: the first passes, the other 4 would wait 100 ms and are refused.',
  'gallery.hp-pacing-no-queue.tour.again':
    'The next burst: again 1 passes and 4 are refused. Set maxQueueingTimeMs to queue them.',

  'gallery.hp-negative-index.title': 'A negative paramIdx is rewritten on the first call',
  'gallery.hp-negative-index.summary':
    'paramIdx -1 means the last argument, but ParamFlowSlot rewrites the rule itself on the first call: with 3 arguments it becomes 2, for good. Later calls with 4 arguments (w, x, y, z…) are limited by "y", not by their last argument.',
  'gallery.hp-negative-index.watch':
    'The hot values chart: "y" has 1 pass and 9 blocks; the ten different last arguments are never checked.',
  'gallery.hp-negative-index.tour.first':
    'The first call has 3 arguments (a, b, c): paramIdx -1 becomes 2 and "c" is checked.',
  'gallery.hp-negative-index.tour.later':
    'From now on the third argument "y" is checked: count 1 per 2 s, so every later request is blocked.',

  'gallery.hp-null-in-list.title': 'A null element in a list passes the whole request',
  'gallery.hp-null-in-list.summary':
    'count 2 per value; one caller passes the list ["a"], another [null, "b"]. The map’s putIfAbsent(null, …) throws NullPointerException, which the checker swallows: every request with the null element passes, and "b" is never counted.',
  'gallery.hp-null-in-list.watch':
    'The Requests chart: the ["a"] caller is limited to 2 a second, the [null, "b"] caller all 10 pass.',
  'gallery.hp-null-in-list.tour.start': 'Both callers send 5 a second; "a" has its 2 tokens a second.',
  'gallery.hp-null-in-list.tour.second':
    'The null element passes its requests every time: ParamFlowSlot never blocks them.',

  'gallery.hp-long-vs-int.title': 'Long 7 is not the int hot item 7 (classType)',
  'gallery.hp-long-vs-int.summary':
    'count 1, with the hot item {object "7", classType "int", count 100}. Hot items match by Java equals: the caller that passes Long 7 gets the rule’s count 1, the one passing Integer 7 gets 100 (alibaba/Sentinel #1959).',
  'gallery.hp-long-vs-int.watch': 'The hot values chart: 7 (Long) 2 passed, 18 blocked; 7 (Integer) 20 passed.',
  'gallery.hp-long-vs-int.tour.start': 'Two callers at 10 a second, one with Long 7 and one with Integer 7.',
  'gallery.hp-long-vs-int.tour.second': 'Long 7 is limited by count 1; Integer 7 never reaches its hot item count.',

  'gallery.hp-lru-evicted.title': 'An evicted value comes back with a full bucket',
  'gallery.hp-lru-evicted.summary':
    'count 2: "hot" spends its tokens at 0 ms (3 requests, 1 blocked). Then 6000 requests of other users fill the LRU of 4000 values (4000 × durationInSec) and push "hot" out; at 950 ms, still within its second, "hot" gets a new, full bucket and passes.',
  'gallery.hp-lru-evicted.watch': 'The bucket chart of "hot": a second new bucket at 950 ms.',
  'gallery.hp-lru-evicted.tour.spent': '"hot" takes its 2 tokens; the third request is blocked.',
  'gallery.hp-lru-evicted.tour.flood':
    'Thousands of other values enter tokenCounters, evicting the least recently used.',
  'gallery.hp-lru-evicted.tour.back': '"hot" is no longer in the map: a full bucket, so it passes.',

  'gallery.hp-no-args.title': 'No arguments, so the hot rule never fires (#3453)',
  'gallery.hp-no-args.summary':
    'A rule with paramIdx 0 and count 1, two callers at 10 a second. One enters like an adapter, SphU.entry without arguments: nothing is checked, all its requests pass. The other passes "u1": 1 a second.',
  'gallery.hp-no-args.watch':
    'The Requests chart: 20 passes for the caller without arguments, 2 passes and 18 blocks for the other.',
  'gallery.hp-no-args.tour.start': 'Both callers start; only the one with an argument meets the rule.',
  'gallery.hp-no-args.tour.second': 'The caller without arguments is never limited: give your adapter the arguments.',
} satisfies Catalog;
