/** 简体中文 for explain-steps.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'explain.default.readQps': '`curCount = (int) passQps() = {curCount}`：滑动一秒内已通过的数量',
  'explain.default.readThreads': '`curCount = curThreadNum() = {curCount}`：已放行、仍在运行的请求数',
  'explain.default.compare': '`curCount {curCount} + acquire {acquire} {cmp} count {count}` → {then}',
  'explain.default.occupy':
    'prioritized：`tryOccupyNext(now, {acquire}, {count}) = waitInMs {waitInMs} {cmp} occupyTimeoutMs {occupyTimeoutMs}` → {then}',
  'explain.default.borrowed':
    '`addWaitingRequest({occupiedMs}, {acquire})` 把配额记在包含 {occupiedMs} ms 的桶里，并 `addOccupiedPass({acquire})`；{waitInMs} ms 后抛出 `PriorityWaitException`',

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
  'explain.concept.reject-fast':
    '快速失败：已用量加上本次的 acquire 不超过 count 就通过；超出的请求立即被拒绝，不排队。',
  'explain.concept.thread-grade':
    'THREAD（线程数）规则统计已放行但尚未完成的请求。请求在整个运行期间都占着名额，所以慢调用会挤占新请求的空间。',
  'explain.concept.occupy-next':
    '超过阈值的 prioritized 请求可以借用下一个 500 ms 桶的配额：只要那个桶开始的时间距现在少于 occupyTimeoutMs（500 ms），它就等到那时，通过数提前记在那个桶里。',
  'explain.concept.pacing-cost':
    '排队等待把速率变成间隔：costTime 是本请求在上一个被放行的请求之后多久才能通过。Sentinel 把它取整到毫秒，这会让不能整除 1000 的 count 失真。',
  'explain.concept.pacing-nanos':
    '从 1.8.7 起，当整毫秒不精确（1000 % Math.round(count) ≠ 0）或太粗（count > 1000）时，ThrottlingController 改用纳秒，等待时间精确到纳秒。',
  'explain.concept.pacing-queue':
    'latestPassedTime 是最近一个被放行的请求预定通过的时间。请求可以在 latestPassedTime + costTime 通过；如果那一刻不晚于现在就立即通过，否则排队等待——除非等待会超过 maxQueueingTimeMs。',
  'explain.concept.pacing-rollback':
    '被放行的请求先把 latestPassedTime 推后 costTime，再检查一次等待时间；如果别的调用方抢先了，就把这一步退回去。在单线程的模拟里，第二次检查总是和第一次一致。',
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

  'explain.gateway.parsed': '`GatewayParamParser`：网关适配器以参数 `{args}` 进入 "{resource}"',
  'explain.gateway.modeMismatch':
    '`GatewayParamParser`："{resource}" 有一条带 paramItem 的规则，其 `resourceMode`（API 类型）与请求进入时的不同，所以参数为 `[]`："{resource}" 的网关规则都不检查',
  'explain.gateway.itemMissing': 'paramItem {index}（{strategy} {field}）：请求没有这个属性 → `null`，不检查',
  'explain.gateway.itemRaw': 'paramItem {index}（{strategy} {field}）= {raw}；没有匹配串，直接用属性值 → {result}',
  'explain.gateway.itemMatched': 'paramItem {index}（{strategy} {field}）= {raw}；{match} {pattern} 匹配 → {result}',
  'explain.gateway.itemNotMatched':
    'paramItem {index}（{strategy} {field}）= {raw}；{match} {pattern} 不匹配 → {result}，共用热点项 `{nm}`（10,000,000 个令牌）：实际上不限流',
  'explain.gateway.itemRegexBroken':
    'paramItem {index}（{strategy} {field}）= {raw}；匹配串 {pattern} 不是合法的正则，直接用属性值 → {result}',
  'explain.gateway.itemPrefix':
    'paramItem {index}（{strategy} {field}）= {raw}；GatewayParamParser 没有实现 {match}：匹配串 {pattern} 从不比较 → {result}',
  'explain.gateway.converted':
    '`GatewayFlowSlot`：GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`、`count {count}`、`durationInSec {durationInSec}`、`burstCount {burstCount}`；参数值 {value}',
  'explain.gateway.convertedNm':
    '`GatewayFlowSlot`：GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`、`count {count}`、`durationInSec {durationInSec}`、`burstCount {burstCount}`、热点项 `{nm}`（10,000,000）；参数值 {value}',
  'explain.gateway.nothingChecked': '`GatewayFlowSlot`："{resource}" 没有被检查的转换规则',

  'explain.concept.gateway-parse':
    '网关适配器（Spring Cloud Gateway、Zuul）把每个请求解析成参数：每条带 paramItem（针对请求属性）的规则一个——Client IP、Host、Header、URL 参数或 Cookie；设置了匹配串时，不匹配的值变成 "$NM"。没有 paramItem 的规则读取常量 "$D"。',
  'explain.concept.gateway-convert':
    '每条网关规则都被转换成热点参数规则：间隔 intervalSec 变成 durationInSec，Burst size 变成 burstCount；有匹配串的规则多一个热点项 "$NM"（10,000,000 个令牌）。GatewayFlowSlot 按 HashSet 的顺序检查转换后的规则；先通过的规则即使后面的规则拒绝，也已经扣掉了令牌。',
  'explain.paramFlow.noCheck': '`ParamFlowSlot`：请求没有参数（args 为 null）或没有适用的规则，热点规则不检查',
  'explain.paramFlow.rule':
    '`ParamFlowSlot`，ParamFlowRule {rule}：参数 `args[{paramIdx}]` = {argument}（检查路径 {path}）',
  'explain.paramFlow.negativeIdx':
    '`applyRealParamIdx`：负的参数索引 `paramIdx {before}` 在第一次调用时被改写为 `{after}`，并一直保留（之后参数个数不同的调用也沿用）',
  'explain.paramFlow.skipped.args-null': '没有参数：规则不检查，直接通过',
  'explain.paramFlow.skipped.index-out-of-range':
    '请求在 `paramIdx {paramIdx}` 处没有参数（参数太少，例如适配器不传参数调用 entry，#3453）：规则通过',
  'explain.paramFlow.skipped.value-null': '参数为 null：规则通过',
  'explain.paramFlow.hotItem': '参数例外项的阈值',
  'explain.paramFlow.ruleCount': '规则的 (long) count',
  'explain.paramFlow.nullElement':
    '列表中的 null 元素：`putIfAbsent(null, …)` 抛出 NullPointerException，被 passLocalCheck 吞掉，请求通过',
  'explain.paramFlow.unknownGrade': '参数值 "{value}"：Sentinel 不认识的 grade，直接通过',
  'explain.paramFlow.zero': '参数值 "{value}"（{cls}）：`tokenCount {tokenCount}`（{from}）`{cmp} 0` → {then}',
  'explain.paramFlow.overMax': '参数值 "{value}"（{cls}）：`acquireCount {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.paramFlow.newBucket':
    '参数值 "{value}"（{cls}）：`tokenCounters` 中还没有令牌桶（第一次请求，或已被 LRU 淘汰）：新建满桶，`restQps = maxCount {maxCount} − acquireCount {acquire} = {restQps}`，`lastAddTokenTime = {t}` ms',
  'explain.paramFlow.passTime':
    '参数值 "{value}"（{cls}）：令牌桶 `restQps {restQps}`，`lastAddTokenTime {lastAddTokenTime}` ms；`passTime = {now} − {lastAddTokenTime} = {passTime} {cmp} durationInSec × 1000 = {durationMs}` ms：{refill}',
  'explain.paramFlow.refills': '已超过一个完整的统计窗口，补充令牌',
  'explain.paramFlow.noRefill': '未超过一个完整的统计窗口（恰好等于 durationInSec 也不够），不补充',
  'explain.paramFlow.refill':
    '`toAddCount = passTime {passTime} × tokenCount {tokenCount} / {durationMs} = {toAddCount}`；`newQps = min(restQps {restQps} + toAddCount, maxCount {maxCount}) − acquireCount {acquire} = {newQps} {cmp} 0` → {then}（之后 `restQps {restAfter}`，`lastAddTokenTime` 变为该请求的时间）',
  'explain.paramFlow.take':
    '`newQps = restQps {restQps} − acquireCount {acquire} = {newQps} {cmp} 0` → {then}（之后 `restQps {restAfter}`）',
  'explain.paramFlow.throttleFirst':
    '参数值 "{value}"（{cls}）：`timeCounters` 中的第一个请求：通过，`lastPassTime = {t}` ms',
  'explain.paramFlow.onTime':
    '参数值 "{value}"（{cls}）：`expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`；等待 `{wait} {cmp} 0` ms → {then}',
  'explain.paramFlow.queue':
    '参数值 "{value}"（{cls}）：`expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`；等待 `{wait} {cmp} maxQueueingTimeMs {maxQueueingTimeMs}` ms → {then}',
  'explain.paramFlow.thread':
    '参数值 "{value}"（{cls}）：`threadCount {threadCount} + 1 {cmp} {threshold}`（{from}）→ {then}',
  'explain.concept.param-flow':
    '热点参数规则（热点规则）对某个参数的每个值分别限流：ParamFlowChecker 在 tokenCounters（一个 LRU 映射）中为每个值维护一个令牌桶，只有距该桶 lastAddTokenTime 超过统计窗口时长（durationInSec）的请求才会补充令牌——没有定时器，也不在窗口末尾补充。参数值按 Java equals 匹配，所以 Long 7 不是 int 类型的例外项 7。',
} satisfies Catalog;
