/** 简体中文 for decision.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
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
  'explain.warmUp.warm': '`restToken {restToken} {cmp} warningToken {warningToken}`：已预热，阈值就是 `count {count}`',
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
} satisfies Catalog;
