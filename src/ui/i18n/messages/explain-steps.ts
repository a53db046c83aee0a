/**
 * The steps of every limiter's explanation but the default first screen's (Sentinel WarmUp's): a lazy group
 * (en-lazy.ts), loaded by the explain panel before it shows an explanation that needs it (../lang.ts, ensureTexts).
 */
import type { Catalog } from './catalog';

export default {
  'explain.default.readQps': '`curCount = (int) passQps() = {curCount}`: what passed in the sliding second',
  'explain.default.readThreads': '`curCount = curThreadNum() = {curCount}`: admitted requests still running',
  'explain.default.compare': '`curCount {curCount} + acquire {acquire} {cmp} count {count}` → {then}',
  'explain.default.occupy':
    'prioritized: `tryOccupyNext(now, {acquire}, {count}) = waitInMs {waitInMs} {cmp} occupyTimeoutMs {occupyTimeoutMs}` → {then}',
  'explain.default.borrowed':
    '`addWaitingRequest({occupiedMs}, {acquire})` books the quota in the bucket holding {occupiedMs} ms, `addOccupiedPass({acquire})`; then `PriorityWaitException` after {waitInMs} ms',

  'explain.warmUpPacing.cost': '`costTime = Math.round(acquire {acquire} / {qpsName} {qps} × 1000) = {costTime}` ms',
  'explain.rateLimiter.cost':
    '`costTime = Math.round(acquire {acquire} / count {count} × 1000) = {costTime}` ms (whole ms, as Sentinel ≤ 1.8.6 computes it)',
  'explain.throttling.costMs':
    'millisecond mode (`1000 % Math.round(count) == 0`, `count ≤ 1000`): `costTime = Math.round(1000 × acquire {acquire} / count {count}) = {costTime}` ms',
  'explain.throttling.costNs':
    'nanosecond mode (`1000 % Math.round(count) != 0` or `count > 1000`): `costTime = Math.round(1e6 × 1000 × acquire {acquire} / count {count}) = {costTime}` ns',
  'explain.pacing.noAcquire': '`acquire {acquire} {cmp} 0` → {then}, without pacing',
  'explain.pacing.noCount': '`count {count} {cmp} 0` → {then}: every request is rejected',
  'explain.pacing.expectedFirst':
    '`latestPassedTime` is −1 (nothing admitted yet): `expectedTime = −1 + costTime {costTime} = {expectedTime} {cmp} now {nowEpoch}` (epoch {unit}) → {then}',
  'explain.pacing.expected':
    '`expectedTime = latestPassedTime {latestPassedTime} + costTime {costTime} = {expectedTime}` {unit}',
  'explain.pacing.now': '`expectedTime {expectedTime} {cmp} now {now}` {unit} → {then}',
  'explain.pacing.passNow': 'passes at once; `latestPassedTime = now = {now}` {unit} (idle time is not saved up)',
  'explain.pacing.queueLimit':
    '`waitTime = expectedTime − now = {waitTime} {cmp} maxQueueingTime {maxQueueingTime}` {unit} (`maxQueueingTimeMs`) → {then}',
  'explain.pacing.advance':
    '`latestPassedTime += costTime` → {latestPassedTime} {unit}; `waitTime = latestPassedTime − now {now} = {waitTime} {cmp} maxQueueingTime {maxQueueingTime}` {unit} → {then}',
  'explain.pacing.rolledBack': 'roll back: `latestPassedTime −= costTime` → {latestPassedTime} {unit}',

  'explain.guava.canAcquire':
    '`tryAcquire`: `nextFreeTicketMicros {nextFreeTicketMicros} − timeoutMicros {timeoutMicros} = {earliest} {cmp} nowMicros {nowMicros}` → {then}',
  'explain.guava.resync':
    '`resync`: `nowMicros {nowMicros} {cmp} nextFreeTicketMicros {nextFreeTicketMicros}`, idle {idleMicros} µs: `storedPermits = min(maxPermits {maxPermits}, {before} + {idleMicros} / coolDownIntervalMicros {coolDownIntervalMicros}) = {storedPermits}`, and the next free ticket moves up to now',
  'explain.guava.noResync':
    'no `resync`: `nowMicros {nowMicros} {cmp} nextFreeTicketMicros {nextFreeTicketMicros}`, earlier permits are still being paid for; `storedPermits` {storedPermits}',
  'explain.guava.wait':
    '`nextFreeTicketMicros {momentAvailable} {cmp} nowMicros {nowMicros}`: the caller waits {waitMicros} µs for earlier callers’ permits → {then}',
  'explain.guava.noWait':
    '`nextFreeTicketMicros {momentAvailable} {cmp} nowMicros {nowMicros}`: no earlier caller’s debt to wait for → {then}',
  'explain.guava.split':
    '`acquire({permits})`: `storedPermitsToSpend = min({permits}, storedPermits {storedPermits}) = {stored}`, `freshPermits = {fresh}`',
  'explain.guava.storedFree': 'SmoothBursty: the stored permits ({stored}) are free (`storedPermitsToWaitTime` = 0 µs)',
  'explain.guava.trapezoid':
    'the stored permits above `thresholdPermits {thresholdPermits}` ({warm}) cost the trapezoid under the slope: `(long)({warm} × (permitsToTime({above}) + permitsToTime({below})) / 2) = (long)({warm} × ({top} + {bottom}) / 2) = {warmMicros}` µs',
  'explain.guava.rectangle':
    'the stored permits at or below `thresholdPermits {thresholdPermits}` ({stable}) cost the rectangle `(long)(stableIntervalMicros {stableIntervalMicros} × {stable}) = {stableMicros}` µs',
  'explain.guava.fresh':
    'the fresh permits ({fresh}) cost `(long)({fresh} × stableIntervalMicros {stableIntervalMicros}) = {freshMicros}` µs',
  'explain.guava.push':
    '`nextFreeTicketMicros = {momentAvailable} + {storedMicros} + {freshMicros} = {nextFreeTicketMicros}`: the next caller waits for this request’s permits; `storedPermits` = {storedPermits}',

  'explain.breaker.slow': 'slow',
  'explain.breaker.errors': 'errors',
  'explain.breaker.closed': 'DegradeRule {rule} (`{className}`): `CLOSED` → {then}',
  'explain.breaker.halfOpen':
    'DegradeRule {rule} (`{className}`): `HALF_OPEN`, its probe (request #{probe} at {probeMs} ms) is still out → {then}',
  'explain.breaker.open':
    'DegradeRule {rule} (`{className}`): `OPEN`; `now {now} {cmp} nextRetryTimestamp {retry}` ms → {then}',
  'explain.breaker.openedRatio':
    'it opened at {tMs} ms, on the completion of request #{request}: {badName} `{bad} / total {total} = {value} {cmp} {thresholdName} {threshold}` (`total ≥ minRequestAmount {minRequestAmount}`); `nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
  'explain.breaker.openedCount':
    'it opened at {tMs} ms, on the completion of request #{request}: {badName} `{bad} {cmp} {thresholdName} {threshold}` (`total {total} ≥ minRequestAmount {minRequestAmount}`); `nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
  'explain.breaker.reopenedSlow':
    'it re-opened at {tMs} ms: the probe, request #{request}, took `{rt} ms > maxAllowedRt {maxAllowedRt}` ms; `nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
  'explain.breaker.reopenedError':
    'it re-opened at {tMs} ms: the probe, request #{request}, ended with an error; `nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
  'explain.breaker.reopenedBlocked':
    'it went back to `OPEN` at {tMs} ms: its probe, request #{request}, was blocked by a later rule; `nextRetryTimestamp` stays {retry} ms',
  'explain.breaker.latestBelowMin':
    'its latest completion check (request #{request} at {tMs} ms): `total {total} < minRequestAmount {minRequestAmount}`, not judged',
  'explain.breaker.latestRatio':
    'its latest completion check (request #{request} at {tMs} ms): {badName} `{bad} / total {total} = {value} ≤ {thresholdName} {threshold}`',
  'explain.breaker.latestCount':
    'its latest completion check (request #{request} at {tMs} ms): {badName} `{bad} ≤ {thresholdName} {threshold}` (`total {total}`)',
  'explain.breaker.closedByProbe':
    'its probe, request #{request}, completed fine at {tMs} ms: `CLOSED` again, the bucket cleared',
  'explain.degrade.none': 'no circuit breaker is loaded: every request passes',

  'explain.node.cluster': 'the ClusterNode of "{resource}"',
  'explain.node.origin': 'the node of origin "{origin}"',
  'explain.node.relate': 'the ClusterNode of "{refResource}" (RELATE)',
  'explain.node.chain': 'the DefaultNode of context "{context}" (CHAIN)',
  'explain.chain.entryIn':
    'inbound (IN) entry into "{resource}", {from}, context "{context}": `NodeSelectorSlot`, `ClusterBuilderSlot` and `LogSlot` pick its nodes, `StatisticSlot` counts the verdict of the slots after it',
  'explain.chain.entryOut':
    'outbound (OUT) entry into "{resource}", {from}, context "{context}": `NodeSelectorSlot`, `ClusterBuilderSlot` and `LogSlot` pick its nodes, `StatisticSlot` counts the verdict of the slots after it',
  'explain.chain.authority':
    '`AuthoritySlot`, AuthorityRule {rule}: origin "{origin}" {listed} the {list} "{limitApp}" → {then}',
  'explain.chain.authorityNone': '`AuthoritySlot`, AuthorityRule {rule}: {reason}',
  'explain.authority.on': 'is on',
  'explain.authority.notOn': 'is not on',
  'explain.authority.white': 'white list',
  'explain.authority.black': 'black list',
  'explain.chain.systemQps': '`SystemSlot`: `ENTRY_NODE passQps + acquire = {value} {cmp} qps {limit}` → {then}',
  'explain.chain.systemThread': '`SystemSlot`: `ENTRY_NODE curThreadNum {value} {cmp} maxThread {limit}` → {then}',
  'explain.chain.systemRt': '`SystemSlot`: `ENTRY_NODE avgRt {value} {cmp} avgRt {limit}` ms → {then}',
  'explain.chain.systemLoad':
    '`SystemSlot`: system load `{value} {cmp} highestSystemLoad {limit}`, and the BBR check failed → {then}',
  'explain.chain.systemCpu': '`SystemSlot`: CPU usage `{value} {cmp} highestCpuUsage {limit}` → {then}',
  'explain.chain.systemOther': '`SystemSlot`: `{value} {cmp} {limit}` → {then}',
  'explain.chain.systemPass': '`SystemSlot`: within the system rule’s limits',
  'explain.chain.systemSkip': '`SystemSlot`: not an inbound (IN) entry, so system rules do not apply',
  'explain.chain.flowRule': '`FlowSlot`, FlowRule {rule}: reads {node}',
  'explain.chain.noFlowRule': '`FlowSlot`: no flow rule applies to "{resource}"',
  'explain.chain.legacyCut':
    '`DegradeSlot`, DegradeRule {rule} (1.7.2): the rule is cut until its reset task runs → {then}',
  'explain.chain.legacyTripped':
    '`DegradeSlot`, DegradeRule {rule} (1.7.2): its check read {value} against `count {limit}` and cut → {then}',
  'explain.chain.passed': '`StatisticSlot` counts the pass',
  'explain.chain.passedAfterWait': '`StatisticSlot` counts the pass (after {waitMs} ms of waiting in `FlowSlot`)',
  'explain.chain.fromOrigin': 'origin "{origin}"',
  'explain.chain.noOrigin': 'no origin',
  'explain.concept.reject-fast':
    'Fast reject (快速失败): a request passes while what is already used plus its acquire stays within count; anything beyond is rejected at once, with no queue.',
  'explain.concept.thread-grade':
    'A THREAD rule counts requests that were admitted and have not completed yet. A request holds its place for its whole run time, so slow calls lower the room for new ones.',
  'explain.concept.occupy-next':
    'A prioritized request over the limit may borrow quota from the next 500 ms bucket: it waits until that bucket starts, provided that is less than occupyTimeoutMs (500 ms) away, and its pass is booked there in advance.',
  'explain.concept.pacing-cost':
    'Pacing (排队等待) turns the rate into a gap: costTime is how long after the previous admitted request this one may pass. Sentinel rounds it to whole milliseconds, which distorts counts that do not divide 1000.',
  'explain.concept.pacing-nanos':
    'Since 1.8.7 ThrottlingController switches to nanoseconds when whole milliseconds would be inexact (1000 % Math.round(count) ≠ 0) or too coarse (count > 1000); waits are then exact to the nanosecond.',
  'explain.concept.pacing-queue':
    'latestPassedTime is when the last admitted request was scheduled to pass. A request may pass at latestPassedTime + costTime; if that is now or earlier it passes at once, otherwise it waits — unless the wait would exceed maxQueueingTimeMs.',
  'explain.concept.pacing-rollback':
    'An admitted request first moves latestPassedTime forward by costTime, then checks its wait again and takes the step back if another caller got in first. On one simulated thread the second check always agrees with the first.',
  'explain.concept.guava-try-acquire':
    'tryAcquire grants only if the next free ticket is no later than now plus the timeout. A refused call changes nothing, not even the stored permits.',
  'explain.concept.guava-resync':
    'Guava keeps unused time as stored permits: when a call comes after the next free ticket, the idle time since then becomes permits, one per coolDownIntervalMicros, up to maxPermits.',
  'explain.concept.guava-pay-later':
    'Guava pays in advance: a caller waits only for the debt left by earlier callers, then pushes the next free ticket forward by the cost of its own permits. So the first acquire never waits, even for many permits.',
  'explain.concept.guava-stored-permits':
    'A request takes stored permits first and fresh ones for the rest. What a stored permit costs depends on the limiter’s shape.',
  'explain.concept.guava-stored-free':
    'In SmoothBursty stored permits cost nothing: after idle time a burst of up to maxPermits passes without pushing the next free ticket.',
  'explain.concept.guava-warmup-area':
    'In SmoothWarmingUp a stored permit costs the area under the interval curve: flat at stableIntervalMicros up to thresholdPermits, then climbing to coldIntervalMicros at maxPermits. Taking permits from a full bucket is slow; the bucket warms up as it drains.',
  'explain.concept.guava-fresh':
    'A fresh permit always costs stableIntervalMicros = 1e6 / permitsPerSecond, truncated to whole microseconds for the whole batch.',
  'explain.concept.breaker-states':
    'A circuit breaker is CLOSED (everything passes), OPEN (everything is rejected until nextRetryTimestamp) or HALF_OPEN (one probe is out and decides what happens next).',
  'explain.concept.breaker-probe':
    'After recoveryTimeoutMs the first arrival becomes the probe and the breaker turns HALF_OPEN; while the probe runs, everyone else is rejected. A good completion closes the breaker, a bad one opens it again.',
  'explain.concept.breaker-ratio':
    'While CLOSED, every completion is counted in the breaker’s bucket of statIntervalMs; once it holds at least minRequestAmount completions, a slow (or error) ratio above the threshold — or an error count above count — opens the breaker.',
  'explain.concept.flow-node':
    'A flow rule reads a statistics node: the resource’s ClusterNode for limitApp default, the caller’s own node for a named origin, another resource’s node for RELATE, or this context’s node for CHAIN.',
  'explain.concept.slot-chain':
    'Every entry walks Sentinel’s slot chain in order; the first slot that throws a BlockException stops it, and StatisticSlot counts the pass or the block on the request’s nodes afterwards.',
  'explain.concept.system-rule':
    'System rules (系统自适应) guard the whole application: they compare the inbound traffic of all resources together (ENTRY_NODE) and the machine’s load and CPU with their limits.',
  'explain.concept.authority':
    'An authority rule checks the caller’s origin against limitApp: a white list (白名单) admits only the listed origins, a black list (黑名单) rejects them. A request without an origin always passes.',
  'explain.concept.legacy-degrade':
    'Before 1.8 a degrade rule had no probe: once its check trips, it is cut and rejects everything until a reset task clears it timeWindow seconds later.',

  // explain: GatewayParamParser
  'explain.gateway.parsed': '`GatewayParamParser`: the gateway adapter enters "{resource}" with the arguments `{args}`',
  'explain.gateway.modeMismatch':
    '`GatewayParamParser`: a rule of "{resource}" with a paramItem has another `resourceMode` than the request enters with, so the arguments are `[]`: no gateway rule of "{resource}" checks anything',
  'explain.gateway.itemMissing':
    'paramItem {index} ({strategy} {field}): the request has no such attribute → `null`, not checked',
  'explain.gateway.itemRaw':
    'paramItem {index} ({strategy} {field}) = {raw}; no pattern, so the value itself → {result}',
  'explain.gateway.itemMatched': 'paramItem {index} ({strategy} {field}) = {raw}; {match} {pattern} matches → {result}',
  'explain.gateway.itemNotMatched':
    'paramItem {index} ({strategy} {field}) = {raw}; {match} {pattern} does not match → {result}, which shares the hot item `{nm}` (10,000,000 tokens): effectively unlimited',
  'explain.gateway.itemRegexBroken':
    'paramItem {index} ({strategy} {field}) = {raw}; the pattern {pattern} did not compile, so the value itself → {result}',
  'explain.gateway.itemPrefix':
    'paramItem {index} ({strategy} {field}) = {raw}; {match} is not implemented in GatewayParamParser: the pattern {pattern} is never compared → {result}',
  // explain: GatewayRuleConverter
  'explain.gateway.converted':
    '`GatewayFlowSlot`: GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`, `count {count}`, `durationInSec {durationInSec}`, `burstCount {burstCount}`; value {value}',
  'explain.gateway.convertedNm':
    '`GatewayFlowSlot`: GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`, `count {count}`, `durationInSec {durationInSec}`, `burstCount {burstCount}`, hot item `{nm}` (10,000,000); value {value}',
  'explain.gateway.nothingChecked': '`GatewayFlowSlot`: no converted rule of "{resource}" was checked',

  'explain.concept.gateway-parse':
    'A gateway adapter (Spring Cloud Gateway, Zuul) parses each request into one argument per gateway rule with a paramItem: the client IP, Host, a header, a URL parameter or a cookie; with a pattern, a value that does not match becomes "$NM". Rules without a paramItem read the constant "$D".',
  'explain.concept.gateway-convert':
    'Every gateway rule is converted into a hot-parameter rule: intervalSec becomes durationInSec, burst burstCount; a rule with a pattern gets the hot item "$NM" with 10,000,000 tokens. GatewayFlowSlot checks the converted rules in their HashSet order; a rule that passed keeps the tokens it took even when a later one blocks.',
  'explain.paramFlow.noCheck':
    '`ParamFlowSlot`: the entry carries no arguments (args null) or no rule applies, so no hot-parameter rule checks it',
  'explain.paramFlow.rule':
    '`ParamFlowSlot`, ParamFlowRule {rule}: argument `args[{paramIdx}]` = {argument} (check path {path})',
  'explain.paramFlow.negativeIdx':
    '`applyRealParamIdx`: the negative `paramIdx {before}` is rewritten to `{after}` on the first call, for good (later calls with other lengths keep it)',
  'explain.paramFlow.skipped.args-null': 'no arguments: the rule passes without checking',
  'explain.paramFlow.skipped.index-out-of-range':
    'the entry has no argument at `paramIdx {paramIdx}` (too few arguments, e.g. an adapter that enters without them, #3453): the rule passes',
  'explain.paramFlow.skipped.value-null': 'the argument is null: the rule passes',
  'explain.paramFlow.hotItem': 'its hot item’s count',
  'explain.paramFlow.ruleCount': 'the rule’s (long) count',
  'explain.paramFlow.nullElement':
    'a null element of the list: `putIfAbsent(null, …)` throws NullPointerException, which passLocalCheck swallows, so the request passes',
  'explain.paramFlow.unknownGrade': 'value "{value}": a grade Sentinel does not know lets it pass',
  'explain.paramFlow.zero': 'value "{value}" ({cls}): `tokenCount {tokenCount}` ({from}) `{cmp} 0` → {then}',
  'explain.paramFlow.overMax': 'value "{value}" ({cls}): `acquireCount {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.paramFlow.newBucket':
    'value "{value}" ({cls}): no bucket in `tokenCounters` yet (first request, or evicted from the LRU): a full one, `restQps = maxCount {maxCount} − acquireCount {acquire} = {restQps}`, `lastAddTokenTime = {t}` ms',
  'explain.paramFlow.passTime':
    'value "{value}" ({cls}): bucket `restQps {restQps}`, `lastAddTokenTime {lastAddTokenTime}` ms; `passTime = {now} − {lastAddTokenTime} = {passTime} {cmp} durationInSec × 1000 = {durationMs}` ms: {refill}',
  'explain.paramFlow.refills': 'more than a whole window has passed, so the bucket is refilled',
  'explain.paramFlow.noRefill': 'not more than a whole window (exactly durationInSec is not enough), so no refill',
  'explain.paramFlow.refill':
    '`toAddCount = passTime {passTime} × tokenCount {tokenCount} / {durationMs} = {toAddCount}`; `newQps = min(restQps {restQps} + toAddCount, maxCount {maxCount}) − acquireCount {acquire} = {newQps} {cmp} 0` → {then} (then `restQps {restAfter}`, and `lastAddTokenTime` becomes the request’s time)',
  'explain.paramFlow.take':
    '`newQps = restQps {restQps} − acquireCount {acquire} = {newQps} {cmp} 0` → {then} (then `restQps {restAfter}`)',
  'explain.paramFlow.throttleFirst':
    'value "{value}" ({cls}): first request in `timeCounters`: passes, `lastPassTime = {t}` ms',
  'explain.paramFlow.onTime':
    'value "{value}" ({cls}): `expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`; the wait `{wait} {cmp} 0` ms → {then}',
  'explain.paramFlow.queue':
    'value "{value}" ({cls}): `expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`; the wait `{wait} {cmp} maxQueueingTimeMs {maxQueueingTimeMs}` ms → {then}',
  'explain.paramFlow.thread':
    'value "{value}" ({cls}): `threadCount {threadCount} + 1 {cmp} {threshold}` ({from}) → {then}',
  'explain.concept.param-flow':
    'A hot-parameter rule (热点规则) limits each value of one argument separately: ParamFlowChecker keeps a token bucket per value in tokenCounters (an LRU map), refilled only by a request that comes more than durationInSec after the bucket’s lastAddTokenTime — not on a timer, not at window ends. Values match by Java equals, so Long 7 is not the int hot item 7.',
} satisfies Catalog;
