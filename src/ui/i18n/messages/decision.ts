/**
 * "Explain this decision" (src/engine/explain, ui/panels/ExplainPanel.svelte): the words of each step of a
 * limiter's computation, the verdict words, and the concept paragraphs behind the steps.
 *
 * Formulas sit in `code` spans and are the same in both languages (Java names, operators, Java calls); only
 * the words around them are translated. Placeholders are filled with the engine's numbers; a placeholder whose
 * value is `@explain.…` is another message of this file (the branch a check took, a node's name).
 * (This file is decision.ts because messages/explain.ts holds the "At the cursor" words.)
 */
import type { Messages } from './index';

export default {
  en: {
    'explain.title': 'Explain this decision',
    'explain.request': 'Request #{n} at {t} ms',
    'explain.verdict.pass': 'Verdict: passed at once',
    'explain.verdict.wait': 'Verdict: waited {waitMs} ms, then passed',
    'explain.verdict.block': 'Verdict: blocked',
    'explain.why': 'Why?',
    'explain.close': 'Close the explanation',
    'explain.open': 'Explain the request at the cursor',
    'explain.loading': 'Replaying the limiter up to this request…',
    'explain.noRequest': 'No request has arrived yet.',
    'explain.unavailable': 'This request cannot be explained.',
    'explain.hint': 'Click a mark on the Requests chart, or focus it and press Enter; the clock steps it. Esc closes.',
    'explain.chartLabel': 'Requests chart',
    'explain.chartHint': 'Press Enter to explain the request at the cursor; click a mark to explain that request.',
    'explain.follows': 'the request at the cursor',
    'explain.selected': 'the selected request',

    'explain.then.pass': 'pass',
    'explain.then.block': 'block',
    'explain.then.next': 'go on',
    'explain.then.waitPass': 'wait {waitMs} ms, then pass',
    'explain.then.waitNext': 'wait {waitMs} ms, then go on',
    'explain.then.probe': 'let it through as the probe (HALF_OPEN)',

    'explain.default.readQps': '`curCount = (int) passQps() = {curCount}`: what passed in the sliding second',
    'explain.default.readThreads': '`curCount = curThreadNum() = {curCount}`: admitted requests still running',
    'explain.default.compare': '`curCount {curCount} + acquire {acquire} {cmp} count {count}` → {then}',
    'explain.default.occupy':
      'prioritized: `tryOccupyNext(now, {acquire}, {count}) = waitInMs {waitInMs} {cmp} occupyTimeoutMs {occupyTimeoutMs}` → {then}',
    'explain.default.borrowed':
      '`addWaitingRequest({occupiedMs}, {acquire})` books the quota in the bucket holding {occupiedMs} ms, `addOccupiedPass({acquire})`; then `PriorityWaitException` after {waitInMs} ms',

    'explain.warmUp.passQps': '`passQps = (long) passQps() = {passQps}`, read before the token sync',
    'explain.warmUp.sameSecond':
      '`syncToken`: still the second that began at {secMs} ms (`lastFilledTime`), so `storedTokens` stays {storedTokens}',
    'explain.warmUp.refillFirst':
      '`syncToken`, first check: `lastFilledTime` is 0, so `storedTokens {oldTokens} + ({secEpochMs} − 0) × count {count} / 1000` → {refilled}{capped}',
    'explain.warmUp.refillBelow':
      '`syncToken` at {secMs} ms: `storedTokens {oldTokens} < warningToken {warningToken}`, refill: `{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
    'explain.warmUp.refillQuiet':
      '`syncToken` at {secMs} ms: `storedTokens {oldTokens} > warningToken {warningToken}` and a quiet second, `previousPassQps {previousPassQps} < (int)count / coldFactor = {coolDownQps}`; refill: `{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
    'explain.warmUp.noRefillBusy':
      '`syncToken` at {secMs} ms: `storedTokens {oldTokens} > warningToken {warningToken}` but `previousPassQps {previousPassQps} ≥ (int)count / coldFactor = {coolDownQps}`: no refill',
    'explain.warmUp.noRefillAtWarning':
      '`syncToken` at {secMs} ms: `storedTokens {oldTokens} == warningToken {warningToken}` exactly, so neither refill branch applies',
    'explain.warmUp.capped': ' (capped at `maxToken {maxToken}`)',
    'explain.warmUp.drain':
      '`storedTokens = {refilled} − previousPassQps {previousPassQps} = {storedTokens}`; `lastFilledTime` = {secMs} ms',
    'explain.warmUp.drainClamped':
      '`storedTokens = {refilled} − previousPassQps {previousPassQps}` is below 0, clamped to {storedTokens}; `lastFilledTime` = {secMs} ms',
    'explain.warmUp.warm':
      '`restToken {restToken} {cmp} warningToken {warningToken}`: warm, the limit is `count {count}`',
    'explain.warmUp.cold': '`restToken {restToken} {cmp} warningToken {warningToken}` → `aboveToken = {aboveToken}`',
    'explain.warmUp.warningQps': '`{qpsName} = Math.nextUp(1 / ({aboveToken} × slope {slope} + 1/{count})) = {qps}`',
    'explain.warmUp.compare': '`passQps {passQps} + acquire {acquire} {cmp} {limitName} {limit}` → {then}',

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
    'explain.flow.unknown': '`{className}`: this controller has no explanation',
    'explain.none': '{label}',

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
    'explain.guava.storedFree':
      'SmoothBursty: the stored permits ({stored}) are free (`storedPermitsToWaitTime` = 0 µs)',
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

    'explain.concept.sliding-window':
      'Sentinel counts passes in a sliding second made of two 500 ms buckets aligned to absolute epoch time, so the count drops in steps of half a second, not request by request.',
    'explain.concept.reject-fast':
      'Fast reject (快速失败): a request passes while what is already used plus its acquire stays within count; anything beyond is rejected at once, with no queue.',
    'explain.concept.thread-grade':
      'A THREAD rule counts requests that were admitted and have not completed yet. A request holds its place for its whole run time, so slow calls lower the room for new ones.',
    'explain.concept.occupy-next':
      'A prioritized request over the limit may borrow quota from the next 500 ms bucket: it waits until that bucket starts, provided that is less than occupyTimeoutMs (500 ms) away, and its pass is booked there in advance.',
    'explain.concept.warmup-passqps':
      'WarmUpController reads the passes of the sliding second first; the token bucket is synced afterwards, once per second, from the previous second’s passes.',
    'explain.concept.token-sync':
      'The bucket measures how cold the system is. Once per whole second it refills by count per second of elapsed time — only while it is below warningToken, or the previous second was quiet — is capped at maxToken, then loses the previous second’s passes.',
    'explain.concept.cold-bucket':
      'Many stored tokens mean the system has been idle and is cold. At or above warningToken the limit comes from the warm-up line; below it the system is warm and the limit is count.',
    'explain.concept.warning-qps':
      'Above warningToken every token adds slope seconds to the interval between requests, so the limit falls from count towards count / coldFactor as the bucket fills. Math.nextUp lifts the result by one ulp so that 1 / (1/count) can never land below count.',
    'explain.concept.pacing-cost':
      'Pacing (排队等待) turns the rate into a gap: costTime is how long after the previous admitted request this one may pass. Sentinel rounds it to whole milliseconds, which distorts counts that do not divide 1000.',
    'explain.concept.pacing-nanos':
      'Since 1.8.7 ThrottlingController switches to nanoseconds when whole milliseconds would be inexact (1000 % Math.round(count) ≠ 0) or too coarse (count > 1000); waits are then exact to the nanosecond.',
    'explain.concept.pacing-queue':
      'latestPassedTime is when the last admitted request was scheduled to pass. A request may pass at latestPassedTime + costTime; if that is now or earlier it passes at once, otherwise it waits — unless the wait would exceed maxQueueingTimeMs.',
    'explain.concept.pacing-rollback':
      'An admitted request first moves latestPassedTime forward by costTime, then checks its wait again and takes the step back if another caller got in first. On one simulated thread the second check always agrees with the first.',
    'explain.concept.rule-none':
      'Sentinel silently ignores a rule it considers invalid or that does not apply to these requests: then there is nothing to compare, and every request passes.',
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
  },
  zh: {
    'explain.title': '解释这次判定',
    'explain.request': '请求 #{n}，{t} ms',
    'explain.verdict.pass': '判定：立即通过',
    'explain.verdict.wait': '判定：等待 {waitMs} ms 后通过',
    'explain.verdict.block': '判定：被拒绝',
    'explain.why': '为什么？',
    'explain.close': '关闭解释',
    'explain.open': '解释光标处的请求',
    'explain.loading': '正在把限流器重放到这个请求……',
    'explain.noRequest': '还没有请求到达。',
    'explain.unavailable': '无法解释这个请求。',
    'explain.hint': '点击“请求”图上的标记，或聚焦该图后按 Enter；拖动时钟会跟着切换。按 Esc 关闭。',
    'explain.chartLabel': '请求图',
    'explain.chartHint': '按 Enter 解释光标处的请求；点击标记解释那个请求。',
    'explain.follows': '光标处的请求',
    'explain.selected': '选中的请求',

    'explain.then.pass': '通过',
    'explain.then.block': '拒绝',
    'explain.then.next': '继续',
    'explain.then.waitPass': '等待 {waitMs} ms 后通过',
    'explain.then.waitNext': '等待 {waitMs} ms 后继续',
    'explain.then.probe': '作为探测请求放行（HALF_OPEN）',

    'explain.default.readQps': '`curCount = (int) passQps() = {curCount}`：滑动一秒内已通过的数量',
    'explain.default.readThreads': '`curCount = curThreadNum() = {curCount}`：已放行、仍在运行的请求数',
    'explain.default.compare': '`curCount {curCount} + acquire {acquire} {cmp} count {count}` → {then}',
    'explain.default.occupy':
      'prioritized：`tryOccupyNext(now, {acquire}, {count}) = waitInMs {waitInMs} {cmp} occupyTimeoutMs {occupyTimeoutMs}` → {then}',
    'explain.default.borrowed':
      '`addWaitingRequest({occupiedMs}, {acquire})` 把配额记在包含 {occupiedMs} ms 的桶里，并 `addOccupiedPass({acquire})`；{waitInMs} ms 后抛出 `PriorityWaitException`',

    'explain.warmUp.passQps': '`passQps = (long) passQps() = {passQps}`，在同步令牌之前读取',
    'explain.warmUp.sameSecond':
      '`syncToken`：仍在 {secMs} ms 开始的那一秒（`lastFilledTime`），`storedTokens` 保持 {storedTokens}',
    'explain.warmUp.refillFirst':
      '`syncToken`，第一次检查：`lastFilledTime` 为 0，所以 `storedTokens {oldTokens} + ({secEpochMs} − 0) × count {count} / 1000` → {refilled}{capped}',
    'explain.warmUp.refillBelow':
      '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} < warningToken {warningToken}`，补充：`{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
    'explain.warmUp.refillQuiet':
      '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} > warningToken {warningToken}`，且上一秒很空闲，`previousPassQps {previousPassQps} < (int)count / coldFactor = {coolDownQps}`；补充：`{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
    'explain.warmUp.noRefillBusy':
      '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} > warningToken {warningToken}`，但 `previousPassQps {previousPassQps} ≥ (int)count / coldFactor = {coolDownQps}`：不补充',
    'explain.warmUp.noRefillAtWarning':
      '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} == warningToken {warningToken}`，恰好相等，两个补充分支都不成立',
    'explain.warmUp.capped': '（以 `maxToken {maxToken}` 封顶）',
    'explain.warmUp.drain':
      '`storedTokens = {refilled} − previousPassQps {previousPassQps} = {storedTokens}`；`lastFilledTime` = {secMs} ms',
    'explain.warmUp.drainClamped':
      '`storedTokens = {refilled} − previousPassQps {previousPassQps}` 小于 0，截为 {storedTokens}；`lastFilledTime` = {secMs} ms',
    'explain.warmUp.warm':
      '`restToken {restToken} {cmp} warningToken {warningToken}`：已预热，阈值就是 `count {count}`',
    'explain.warmUp.cold': '`restToken {restToken} {cmp} warningToken {warningToken}` → `aboveToken = {aboveToken}`',
    'explain.warmUp.warningQps': '`{qpsName} = Math.nextUp(1 / ({aboveToken} × slope {slope} + 1/{count})) = {qps}`',
    'explain.warmUp.compare': '`passQps {passQps} + acquire {acquire} {cmp} {limitName} {limit}` → {then}',

    'explain.warmUpPacing.cost': '`costTime = Math.round(acquire {acquire} / {qpsName} {qps} × 1000) = {costTime}` ms',
    'explain.rateLimiter.cost':
      '`costTime = Math.round(acquire {acquire} / count {count} × 1000) = {costTime}` ms（Sentinel ≤ 1.8.6 按整毫秒计算）',
    'explain.throttling.costMs':
      '毫秒模式（`1000 % Math.round(count) == 0`，`count ≤ 1000`）：`costTime = Math.round(1000 × acquire {acquire} / count {count}) = {costTime}` ms',
    'explain.throttling.costNs':
      '纳秒模式（`1000 % Math.round(count) != 0` 或 `count > 1000`）：`costTime = Math.round(1e6 × 1000 × acquire {acquire} / count {count}) = {costTime}` ns',
    'explain.pacing.noAcquire': '`acquire {acquire} {cmp} 0` → {then}，不排队',
    'explain.pacing.noCount': '`count {count} {cmp} 0` → {then}：所有请求都被拒绝',
    'explain.pacing.expectedFirst':
      '`latestPassedTime` 为 −1（还没有放行过请求）：`expectedTime = −1 + costTime {costTime} = {expectedTime} {cmp} now {nowEpoch}`（epoch，{unit}）→ {then}',
    'explain.pacing.expected':
      '`expectedTime = latestPassedTime {latestPassedTime} + costTime {costTime} = {expectedTime}` {unit}',
    'explain.pacing.now': '`expectedTime {expectedTime} {cmp} now {now}` {unit} → {then}',
    'explain.pacing.passNow': '立即通过；`latestPassedTime = now = {now}` {unit}（空闲的时间不会攒下来）',
    'explain.pacing.queueLimit':
      '`waitTime = expectedTime − now = {waitTime} {cmp} maxQueueingTime {maxQueueingTime}` {unit}（`maxQueueingTimeMs`）→ {then}',
    'explain.pacing.advance':
      '`latestPassedTime += costTime` → {latestPassedTime} {unit}；`waitTime = latestPassedTime − now {now} = {waitTime} {cmp} maxQueueingTime {maxQueueingTime}` {unit} → {then}',
    'explain.pacing.rolledBack': '回滚：`latestPassedTime −= costTime` → {latestPassedTime} {unit}',
    'explain.flow.unknown': '`{className}`：这个控制器没有解释',
    'explain.none': '{label}',

    'explain.guava.canAcquire':
      '`tryAcquire`：`nextFreeTicketMicros {nextFreeTicketMicros} − timeoutMicros {timeoutMicros} = {earliest} {cmp} nowMicros {nowMicros}` → {then}',
    'explain.guava.resync':
      '`resync`：`nowMicros {nowMicros} {cmp} nextFreeTicketMicros {nextFreeTicketMicros}`，空闲了 {idleMicros} µs：`storedPermits = min(maxPermits {maxPermits}, {before} + {idleMicros} / coolDownIntervalMicros {coolDownIntervalMicros}) = {storedPermits}`，下一个空闲时刻前移到现在',
    'explain.guava.noResync':
      '不 `resync`：`nowMicros {nowMicros} {cmp} nextFreeTicketMicros {nextFreeTicketMicros}`，之前的许可还在偿还；`storedPermits` {storedPermits}',
    'explain.guava.wait':
      '`nextFreeTicketMicros {momentAvailable} {cmp} nowMicros {nowMicros}`：调用方为之前调用方的许可等待 {waitMicros} µs → {then}',
    'explain.guava.noWait':
      '`nextFreeTicketMicros {momentAvailable} {cmp} nowMicros {nowMicros}`：没有之前调用方的欠账要等 → {then}',
    'explain.guava.split':
      '`acquire({permits})`：`storedPermitsToSpend = min({permits}, storedPermits {storedPermits}) = {stored}`，`freshPermits = {fresh}`',
    'explain.guava.storedFree': 'SmoothBursty：存储许可（{stored} 个）是免费的（`storedPermitsToWaitTime` = 0 µs）',
    'explain.guava.trapezoid':
      '高于 `thresholdPermits {thresholdPermits}` 的 {warm} 个存储许可，代价是斜线下的梯形：`(long)({warm} × (permitsToTime({above}) + permitsToTime({below})) / 2) = (long)({warm} × ({top} + {bottom}) / 2) = {warmMicros}` µs',
    'explain.guava.rectangle':
      '不高于 `thresholdPermits {thresholdPermits}` 的 {stable} 个存储许可，代价是矩形 `(long)(stableIntervalMicros {stableIntervalMicros} × {stable}) = {stableMicros}` µs',
    'explain.guava.fresh':
      '{fresh} 个新许可的代价是 `(long)({fresh} × stableIntervalMicros {stableIntervalMicros}) = {freshMicros}` µs',
    'explain.guava.push':
      '`nextFreeTicketMicros = {momentAvailable} + {storedMicros} + {freshMicros} = {nextFreeTicketMicros}`：下一个调用方要为这个请求的许可等待；`storedPermits` = {storedPermits}',

    'explain.breaker.slow': '慢调用',
    'explain.breaker.errors': '异常',
    'explain.breaker.closed': 'DegradeRule {rule}（`{className}`）：`CLOSED` → {then}',
    'explain.breaker.halfOpen':
      'DegradeRule {rule}（`{className}`）：`HALF_OPEN`，它的探测请求（#{probe}，{probeMs} ms）还没有结束 → {then}',
    'explain.breaker.open':
      'DegradeRule {rule}（`{className}`）：`OPEN`；`now {now} {cmp} nextRetryTimestamp {retry}` ms → {then}',
    'explain.breaker.openedRatio':
      '它在 {tMs} ms 打开，由请求 #{request} 的完成触发：{badName} `{bad} / total {total} = {value} {cmp} {thresholdName} {threshold}`（`total ≥ minRequestAmount {minRequestAmount}`）；`nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
    'explain.breaker.openedCount':
      '它在 {tMs} ms 打开，由请求 #{request} 的完成触发：{badName} `{bad} {cmp} {thresholdName} {threshold}`（`total {total} ≥ minRequestAmount {minRequestAmount}`）；`nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
    'explain.breaker.reopenedSlow':
      '它在 {tMs} ms 再次打开：探测请求 #{request} 耗时 `{rt} ms > maxAllowedRt {maxAllowedRt}` ms；`nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
    'explain.breaker.reopenedError':
      '它在 {tMs} ms 再次打开：探测请求 #{request} 以异常结束；`nextRetryTimestamp = {tMs} + recoveryTimeoutMs {recoveryTimeoutMs} = {retry}` ms',
    'explain.breaker.reopenedBlocked':
      '它在 {tMs} ms 回到 `OPEN`：探测请求 #{request} 被后面的规则拒绝了；`nextRetryTimestamp` 仍是 {retry} ms',
    'explain.breaker.latestBelowMin':
      '最近一次完成时的检查（请求 #{request}，{tMs} ms）：`total {total} < minRequestAmount {minRequestAmount}`，不做判断',
    'explain.breaker.latestRatio':
      '最近一次完成时的检查（请求 #{request}，{tMs} ms）：{badName} `{bad} / total {total} = {value} ≤ {thresholdName} {threshold}`',
    'explain.breaker.latestCount':
      '最近一次完成时的检查（请求 #{request}，{tMs} ms）：{badName} `{bad} ≤ {thresholdName} {threshold}`（`total {total}`）',
    'explain.breaker.closedByProbe': '探测请求 #{request} 在 {tMs} ms 正常完成：重新 `CLOSED`，桶被清空',
    'explain.degrade.none': '没有加载任何熔断器：所有请求都通过',

    'explain.node.cluster': '"{resource}" 的 ClusterNode',
    'explain.node.origin': '调用方 "{origin}" 的节点',
    'explain.node.relate': '"{refResource}" 的 ClusterNode（关联）',
    'explain.node.chain': '上下文 "{context}" 的 DefaultNode（链路）',
    'explain.chain.entryIn':
      '入口流量（IN）进入 "{resource}"，{from}，上下文 "{context}"：`NodeSelectorSlot`、`ClusterBuilderSlot` 和 `LogSlot` 选定节点，`StatisticSlot` 在后面的 slot 判定之后计数',
    'explain.chain.entryOut':
      '出口流量（OUT）进入 "{resource}"，{from}，上下文 "{context}"：`NodeSelectorSlot`、`ClusterBuilderSlot` 和 `LogSlot` 选定节点，`StatisticSlot` 在后面的 slot 判定之后计数',
    'explain.chain.authority':
      '`AuthoritySlot`，AuthorityRule {rule}：调用方 "{origin}" {listed}{list} "{limitApp}" → {then}',
    'explain.chain.authorityNone': '`AuthoritySlot`，AuthorityRule {rule}：{reason}',
    'explain.authority.on': '在',
    'explain.authority.notOn': '不在',
    'explain.authority.white': '白名单',
    'explain.authority.black': '黑名单',
    'explain.chain.systemQps': '`SystemSlot`：`ENTRY_NODE passQps + acquire = {value} {cmp} qps {limit}` → {then}',
    'explain.chain.systemThread': '`SystemSlot`：`ENTRY_NODE curThreadNum {value} {cmp} maxThread {limit}` → {then}',
    'explain.chain.systemRt': '`SystemSlot`：`ENTRY_NODE avgRt {value} {cmp} avgRt {limit}` ms → {then}',
    'explain.chain.systemLoad':
      '`SystemSlot`：系统 LOAD `{value} {cmp} highestSystemLoad {limit}`，且 BBR 检查未通过 → {then}',
    'explain.chain.systemCpu': '`SystemSlot`：CPU 使用率 `{value} {cmp} highestCpuUsage {limit}` → {then}',
    'explain.chain.systemOther': '`SystemSlot`：`{value} {cmp} {limit}` → {then}',
    'explain.chain.systemPass': '`SystemSlot`：在系统规则的阈值之内',
    'explain.chain.systemSkip': '`SystemSlot`：不是入口流量（IN），系统规则不适用',
    'explain.chain.flowRule': '`FlowSlot`，FlowRule {rule}：读取{node}',
    'explain.chain.noFlowRule': '`FlowSlot`：没有流控规则作用于 "{resource}"',
    'explain.chain.legacyCut': '`DegradeSlot`，DegradeRule {rule}（1.7.2）：规则处于熔断中，直到重置任务运行 → {then}',
    'explain.chain.legacyTripped':
      '`DegradeSlot`，DegradeRule {rule}（1.7.2）：检查读到 {value}，对照 `count {limit}`，触发熔断 → {then}',
    'explain.chain.passed': '`StatisticSlot` 记一次通过',
    'explain.chain.passedAfterWait': '`StatisticSlot` 记一次通过（在 `FlowSlot` 中等待了 {waitMs} ms）',
    'explain.chain.fromOrigin': '调用方 "{origin}"',
    'explain.chain.noOrigin': '没有调用方（origin）',

    'explain.concept.sliding-window':
      'Sentinel 在滑动的一秒内统计通过数，这一秒由两个按绝对时间对齐的 500 ms 桶组成，所以计数每半秒跳一次，而不是逐个请求变化。',
    'explain.concept.reject-fast':
      '快速失败：已用量加上本次的 acquire 不超过 count 就通过；超出的请求立即被拒绝，不排队。',
    'explain.concept.thread-grade':
      'THREAD（线程数）规则统计已放行但尚未完成的请求。请求在整个运行期间都占着名额，所以慢调用会挤占新请求的空间。',
    'explain.concept.occupy-next':
      '超过阈值的 prioritized 请求可以借用下一个 500 ms 桶的配额：只要那个桶开始的时间距现在少于 occupyTimeoutMs（500 ms），它就等到那时，通过数提前记在那个桶里。',
    'explain.concept.warmup-passqps':
      'WarmUpController 先读取滑动一秒内的通过数；令牌桶随后才同步，每秒一次，依据的是上一秒的通过数。',
    'explain.concept.token-sync':
      '令牌桶衡量系统有多“冷”。每个整秒同步一次：只有当桶低于 warningToken，或上一秒很空闲时，才按经过的时间每秒补充 count 个令牌，以 maxToken 封顶，再减去上一秒的通过数。',
    'explain.concept.cold-bucket':
      '存储的令牌多，说明系统空闲了一段时间，是冷的。达到或超过 warningToken 时，阈值来自预热斜线；低于它时系统已预热，阈值就是 count。',
    'explain.concept.warning-qps':
      '高于 warningToken 时，每多一个令牌，请求间隔就增加 slope 秒，所以随着桶变满，阈值从 count 降向 count / coldFactor。Math.nextUp 把结果抬高一个 ulp，保证 1 / (1/count) 不会落到 count 以下。',
    'explain.concept.pacing-cost':
      '排队等待把速率变成间隔：costTime 是本请求在上一个被放行的请求之后多久才能通过。Sentinel 把它取整到毫秒，这会让不能整除 1000 的 count 失真。',
    'explain.concept.pacing-nanos':
      '从 1.8.7 起，当整毫秒不精确（1000 % Math.round(count) ≠ 0）或太粗（count > 1000）时，ThrottlingController 改用纳秒，等待时间精确到纳秒。',
    'explain.concept.pacing-queue':
      'latestPassedTime 是最近一个被放行的请求预定通过的时间。请求可以在 latestPassedTime + costTime 通过；如果那一刻不晚于现在就立即通过，否则排队等待——除非等待会超过 maxQueueingTimeMs。',
    'explain.concept.pacing-rollback':
      '被放行的请求先把 latestPassedTime 推后 costTime，再检查一次等待时间；如果别的调用方抢先了，就把这一步退回去。在单线程的模拟里，第二次检查总是和第一次一致。',
    'explain.concept.rule-none':
      'Sentinel 会悄悄忽略它认为无效、或不适用于这些请求的规则：这时没有任何比较，所有请求都通过。',
    'explain.concept.guava-try-acquire':
      'tryAcquire 只有在下一个空闲时刻不晚于“现在 + 超时时间”时才放行。被拒绝的调用不改变任何状态，连存储的许可也不变。',
    'explain.concept.guava-resync':
      'Guava 把未用掉的时间存成许可：调用晚于下一个空闲时刻时，从那时起空闲的时间按每 coolDownIntervalMicros 一个变成许可，最多 maxPermits 个。',
    'explain.concept.guava-pay-later':
      'Guava 采用预付：调用方只为之前调用方留下的欠账等待，然后把下一个空闲时刻推后自己所拿许可的代价。所以第一次 acquire 从不等待，哪怕要很多许可。',
    'explain.concept.guava-stored-permits':
      '请求先拿存储的许可，不够的部分用新许可。一个存储许可的代价取决于限流器的形状。',
    'explain.concept.guava-stored-free':
      'SmoothBursty 中存储的许可是免费的：空闲之后，最多 maxPermits 个请求的突发可以直接通过，不会推后下一个空闲时刻。',
    'explain.concept.guava-warmup-area':
      'SmoothWarmingUp 中一个存储许可的代价是间隔曲线下的面积：到 thresholdPermits 为止是 stableIntervalMicros 的平线，之后爬升到 maxPermits 处的 coldIntervalMicros。从满桶取许可很慢；桶随着消耗而预热。',
    'explain.concept.guava-fresh': '新许可的代价总是 stableIntervalMicros = 1e6 / permitsPerSecond，整批按微秒截断。',
    'explain.concept.breaker-states':
      '熔断器有三种状态：CLOSED（全部通过）、OPEN（在 nextRetryTimestamp 之前全部拒绝）和 HALF_OPEN（放出一个探测请求，由它决定接下来怎样）。',
    'explain.concept.breaker-probe':
      '过了 recoveryTimeoutMs（熔断时长），第一个到达的请求成为探测请求，熔断器变为 HALF_OPEN；探测请求运行期间其他请求都被拒绝。它正常完成则关闭熔断器，否则再次打开。',
    'explain.concept.breaker-ratio':
      'CLOSED 时，每次完成都计入熔断器 statIntervalMs（统计时长）的桶；桶里至少有 minRequestAmount（最小请求数）次完成后，慢调用比例（或异常比例）超过阈值、或异常数超过 count，熔断器就打开。',
    'explain.concept.flow-node':
      '流控规则读取一个统计节点：limitApp 为 default 时读资源的 ClusterNode，指定调用方时读该调用方自己的节点，关联（RELATE）时读另一个资源的节点，链路（CHAIN）时读当前上下文的节点。',
    'explain.concept.slot-chain':
      '每次 entry 都按顺序走过 Sentinel 的 slot 链；第一个抛出 BlockException 的 slot 让它停下，StatisticSlot 随后在请求的节点上记下通过或拒绝。',
    'explain.concept.system-rule':
      '系统自适应规则保护整个应用：把所有资源的入口流量（ENTRY_NODE）合在一起，以及机器的 LOAD 和 CPU 使用率，与阈值比较。',
    'explain.concept.authority':
      '授权规则把调用方的 origin 与 limitApp 比对：白名单只放行列出的调用方，黑名单拒绝它们。没有 origin 的请求总是通过。',
    'explain.concept.legacy-degrade':
      '1.8 之前的降级规则没有探测请求：一旦检查触发，规则进入熔断，拒绝所有请求，直到 timeWindow 秒后重置任务将其清除。',
  },
} satisfies Messages;
