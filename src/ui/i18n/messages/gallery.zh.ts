/** 简体中文 for gallery.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'gallery.dialog.title': '示例',
  'gallery.dialog.intro':
    '每个示例都会替换当前的实验。载入后可以开始导览：时钟会停在每个值得一看的时刻，并用一句说明告诉你刚刚发生了什么。',
  'gallery.dialog.keys': '↑ ↓ 在示例间移动 · Enter 载入 · Esc 关闭',
  'gallery.close': '关闭',
  'gallery.group.sentinel-flow': 'Sentinel 流控（FlowRule）',
  'gallery.group.sentinel-breaker': 'Sentinel 熔断降级（DegradeRule）',
  'gallery.group.guava': 'Guava RateLimiter',
  'gallery.group.other-limiters':
    '其他限流器（x/time/rate、Bucket4j、resilience4j、Spring Cloud Gateway、Sentinel-Go、nginx、教科书算法）',
  'gallery.watch': '看点：',
  'gallery.stops.one': '导览共 {count} 步',
  'gallery.stops.other': '导览共 {count} 步',
  'gallery.loaded': '已载入：',
  'gallery.takeTour': '开始导览',
  'gallery.allExamples': '全部示例',

  'gallery.tour.label': '导览',
  'gallery.tour.progress': '第 {n} 步，共 {total} 步 · {time}',
  'gallery.tour.back': '上一步',
  'gallery.tour.next': '下一步',
  'gallery.tour.exit': '退出导览',
  'gallery.tour.keys': '按键：N 下一步 · P 上一步 · Esc 退出',
  'gallery.tour.waiting': '正在模拟示例…',
  'gallery.tour.changed': '示例已被修改；说明文字描述的是刚载入时的版本。',
  'gallery.tour.reload': '重新载入示例',

  'gallery.example.name': '示例：{title}',
  'gallery.warm-up-cold-start.title': 'Warm Up：冷启动（`count` 20，`warmUpPeriodSec` 10）',
  'gallery.warm-up-cold-start.summary':
    '文章里的数字：`count` 20、`warmUpPeriodSec` 10、`coldFactor` 3，得出 `warningToken` 100、`maxToken` 200、`slope` 0.001。一个空闲的服务在 2 s 时遇到阶跃到 30 QPS 的流量：令牌桶满时 Sentinel 只放行 1 / (100 × 0.001 + 1/20) ≈ 6.67 QPS，随着令牌被消耗逐步放宽，从 14 s 起放满 20 QPS。',
  'gallery.warm-up-cold-start.watch':
    '通过的 QPS 从每秒 6 个爬升到 20 个，同时令牌桶从 `maxToken` 200 降过 `warningToken` 100。',
  'gallery.warm-up-cold-start.tour.first':
    '空闲之后的第一个请求。令牌桶是满的（`storedTokens` 200 = `maxToken`），所以用的是冷启动的阈值：1 / ((200 − 100) × 0.001 + 1/20) ≈ 6.67 QPS。这个请求通过。',
  'gallery.warm-up-cold-start.tour.refused':
    '这一秒的第 7 个请求被拒绝：`passQps` 已经是 6，而 6 + 1 > 6.67。最初 2 秒里，每秒 30 个请求只通过 6 个。',
  'gallery.warm-up-cold-start.tour.second':
    '新的一秒：令牌同步把上一秒通过的 6 个从桶里扣掉。`storedTokens` 194，阈值升到 1 / (94 × 0.001 + 1/20) ≈ 6.94 QPS。',
  'gallery.warm-up-cold-start.tour.near':
    '`storedTokens` 101，只比 `warningToken` 100 多 1：阈值是 1 / (1 × 0.001 + 1/20) ≈ 19.61 QPS，几乎等于 `count`。',
  'gallery.warm-up-cold-start.tour.warm':
    '上一秒通过的 19 个把桶降到 82，低于 `warningToken` 100：服务已经热了，按普通阈值 `count` 20 QPS 放行。',
  'gallery.warm-up-cold-start.tour.steady':
    '稳定状态：每秒补充 20 个令牌，又被通过的 20 个请求扣掉，所以 `storedTokens` 停在 82。每秒 30 个请求里通过 20 个，拒绝 10 个。',

  'gallery.warm-up-rate-limiter.title': 'Warm Up + 排队等待：间隔从 150 ms 降到 50 ms',
  'gallery.warm-up-rate-limiter.summary':
    '同一条规则改成 `controlBehavior` 3（`WarmUpRateLimiterController`）后，不再按秒计数，而是让请求排队：每隔 `costTime` = 1 / `warmingQps` 放行一个。桶满时是 150 ms（6.67 QPS）；随着令牌消耗逐渐缩短，低于 `warningToken` 100 后是 1000 / 20 = 50 ms。需要等待超过 `maxQueueingTimeMs` 500 的请求被拒绝。',
  'gallery.warm-up-rate-limiter.watch': '请求图中相邻通过之间的间隔，随着令牌桶变空从 150 ms 缩短到 50 ms。',
  'gallery.warm-up-rate-limiter.tour.first':
    '第一个请求立即通过。令牌桶是满的（200 个令牌），`warmingQps` ≈ 6.67，所以 `costTime` = Math.round(1 / 6.67 × 1000) = 150 ms：下一个请求最早在 150 ms 后通过。',
  'gallery.warm-up-rate-limiter.tour.queued':
    '下一个请求晚到 33 ms，进入排队：等待 117 ms，在 2.150 s 通过，正好在第一个之后 150 ms。',
  'gallery.warm-up-rate-limiter.tour.refused':
    '被拒绝：队列已经排到 2.600 s（`latestPassedTime`），这个请求要到 2.750 s 才能通过，需要等待 584 ms，超过了 `maxQueueingTimeMs` 500。',
  'gallery.warm-up-rate-limiter.tour.faster':
    '还剩 145 个令牌：`warmingQps` ≈ 10.53，`costTime` 95 ms。这个请求等待 479 ms，刚好在 `maxQueueingTimeMs` 500 以内。',
  'gallery.warm-up-rate-limiter.tour.warm':
    '令牌桶已低于 `warningToken`（96 个令牌）：`costTime` = 1000 / `count` 20 = 50 ms，即热状态的间隔。从此每秒通过 20 个请求。',

  'gallery.pacing-burst.title': '排队等待：突发请求被排成每 100 ms 一个',
  'gallery.pacing-burst.summary':
    '`count` 10、`controlBehavior` 2 时，每 1000 / 10 = 100 ms 放行 1 个请求。1 s 时同时到达 10 个请求：第一个立即通过，接下来 5 个排队 100 到 500 ms，最后 4 个因为要等待超过 `maxQueueingTimeMs` 500 而被拒绝。',
  'gallery.pacing-burst.watch': '请求图中的 5 个排队标记（◐），以及恰好相隔 100 ms 的通过。',
  'gallery.pacing-burst.tour.burst':
    '同一时刻到达 10 个请求：1 个通过，5 个分别等待 100、200、300、400、500 ms，4 个被拒绝——第 7 个需要等待 600 ms，超过了 `maxQueueingTimeMs` 500。',
  'gallery.pacing-burst.tour.first-queued': '第一个排队的请求通过，在第一个请求之后 100 ms。',
  'gallery.pacing-burst.tour.last-queued':
    '最后一个排队的请求通过，正好等待了 `maxQueueingTimeMs` 500：等待时间等于上限是允许的。',
  'gallery.pacing-burst.tour.idle':
    '空闲一段时间后队列又空了：一组 3 个请求，第一个立即通过，其余分别等待 100 和 200 ms。',

  'gallery.reject-straddle.title': '快速失败：600 ms 内通过 2 × `count`',
  'gallery.reject-straddle.summary':
    '`DefaultController`（`controlBehavior` 0）、`count` 10 时，拿 `passQps`（当前和上一个 500 ms 桶里的通过数）与 `count` 比较。0.9 s 和 1.5 s 的两组各 10 个请求落在永远不会同时处于窗口内的两个桶里，所以 20 个请求在 600 ms 内全部通过；第三组在 2.4 s，距第二组 900 ms，却全部被拒绝。',
  'gallery.reject-straddle.watch': '游标处的 `passQps` 从不超过 10，但在 0.9 s 到 1.5 s 之间通过了 20 个请求。',
  'gallery.reject-straddle.tour.first': '10 个请求通过，计入桶 [0.5 s, 1 s)。`passQps` 现在是 10 = `count`。',
  'gallery.reject-straddle.tour.second':
    '窗口变成 [1 s, 2 s)：装着前 10 个请求的桶已经滑出，`passQps` 读到 0，10 个请求全部通过。600 ms 内共通过 20 个，即 2 × `count`。',
  'gallery.reject-straddle.tour.third':
    '窗口 [1.5 s, 2.5 s) 里还有第二组请求：`passQps` 10，第三组的每个请求都被拒绝。',

  'gallery.prioritized-borrow.title': 'prioritized 请求借用下一个时间桶',
  'gallery.prioritized-borrow.summary':
    '`count` 10 时，超过阈值的 prioritized 请求如果等待时间少于 500 ms 的占用超时（occupy timeout），可以预占未来时间桶的配额（`PriorityWaitException`）。0.8 s 时，10 个 prioritized 请求借用从 1 s 开始的桶，200 ms 后通过；第 11 和第 12 个以及所有普通请求都被拒绝。',
  'gallery.prioritized-borrow.watch': '0.8 s 处的 10 个排队标记（◐）在 1 s 时通过，而 `passQps` 一直停在 10。',
  'gallery.prioritized-borrow.tour.full': '10 个普通请求通过：`passQps` 10 = `count`。',
  'gallery.prioritized-borrow.tour.too-far':
    '一个 prioritized 请求被拒绝：这 10 个通过都在当前桶里，它要到 1 s 才离开窗口，还有 600 ms——不少于 500 ms 的占用超时。',
  'gallery.prioritized-borrow.tour.borrow':
    '现在这 10 个通过位于较早的桶 [0 s, 0.5 s)，它在 1 s 滑出窗口，只差 200 ms：10 个 prioritized 请求借用桶 [1 s, 1.5 s)，等待 200 ms。第 11 和第 12 个被拒绝（最多只能借 `count` 10 个），2 个普通请求也被拒绝。',
  'gallery.prioritized-borrow.tour.pass':
    '10 个借用者通过。它们的配额已提前记入新桶，所以虽然没有普通请求通过，`passQps` 仍读到 10。',
  'gallery.prioritized-borrow.tour.after': '2 个普通请求被拒绝：借来的 10 个通过占满了桶 [1 s, 1.5 s)。',

  'gallery.pacing-precision-1-8-6.title': 'Sentinel 1.8.6 在 `count` 2000 时排队：`costTime` 被取整为 1 ms',
  'gallery.pacing-precision-1-8-6.summary':
    '1.8.6 及以前，排队等待由 `RateLimiterController` 实现，它只按整毫秒计算：`costTime` = Math.round(1.0 / 2000 × 1000) = Math.round(0.5) = 1 ms，所以每秒只放行 1000 个请求，是 `count` 的一半。`count` 超过 2000 时，间隔取整为 0 ms，完全不限流。',
  'gallery.pacing-precision-1-8-6.watch': '通过的 QPS 平稳地停在 1000，而 `count` 是 2000；可以和 1.8.7+ 的示例对比。',
  'gallery.pacing-precision-1-8-6.tour.cost':
    '每秒到达 3000 个请求，即每毫秒 3 个。`costTime` 是 1 ms：第一个请求通过，接下来 2 个分别排队 1 和 2 ms。',
  'gallery.pacing-precision-1-8-6.tour.queue-full':
    '队列排满到 `maxQueueingTimeMs` 500：此后的请求要么等待 500 ms，要么被拒绝。',
  'gallery.pacing-precision-1-8-6.tour.half':
    '从 1 s 到 2 s 恰好通过 1000 个请求：每毫秒 1 个，是 `count` 2000 的一半。',

  'gallery.pacing-precision-1-8-9.title': 'Sentinel 1.8.7+ 在 `count` 2000 时排队：按纳秒计算',
  'gallery.pacing-precision-1-8-9.summary':
    '从 1.8.7 起，排队等待由 `ThrottlingController` 实现，当 `count` 不能整除 1000 或大于 1000 时按纳秒计算：`costTime` = 500000 ns（0.5 ms）。与 1.8.6 示例相同的流量，现在每秒通过 2000 个，恰好等于 `count`。',
  'gallery.pacing-precision-1-8-9.watch': '规则和流量都与 1.8.6 示例相同，通过的 QPS 却是 2000。',
  'gallery.pacing-precision-1-8-9.tour.cost':
    '`costTime` 是 500000 ns，每毫秒能放行 2 个请求。这一毫秒到达的 3 个里，第一个通过，接下来 2 个分别等待 0.5 和 1 ms。',
  'gallery.pacing-precision-1-8-9.tour.queue-full':
    '直到现在队列才排满到 `maxQueueingTimeMs` 500：每秒到达 3000 个、通过 2000 个，队列每毫秒增长 0.5 ms。',
  'gallery.pacing-precision-1-8-9.tour.full': '从 1 s 到 2 s 恰好通过 2000 个请求：等于 `count` 2000，与配置一致。',

  'gallery.warm-up-refill.title': 'Warm Up 只在流量低于 `count` / `coldFactor` 时补充令牌',
  'gallery.warm-up-refill.summary':
    '`WarmUpController` 每秒补充令牌的条件是：桶里的令牌低于 `warningToken`，或上一秒的通过数少于 (int) `count` / `coldFactor` = 20 / 3 → 6。8 QPS 时，已经热起来的服务保持热状态：令牌在 `warningToken` 100 附近徘徊。5 QPS 时，令牌桶重新补满到 195，下一次流量高峰又会遇到冷启动的阈值。',
  'gallery.warm-up-refill.watch': '15 s 之后的令牌桶：8 QPS 时平稳地停在 `warningToken` 附近，5 QPS 时重新爬回顶部。',
  'gallery.warm-up-refill.tour.warm':
    '在 30 QPS 下冷启动之后，服务已经热了：`storedTokens` 82，低于 `warningToken` 100，每秒通过 20 个。',
  'gallery.warm-up-refill.tour.hover':
    '流量降到 8 QPS。低于 `warningToken` 时，桶每秒净增 20 − 8 = 12 个令牌；高于它时，8 个通过不少于 6，于是不补充，只扣掉 8 个。`storedTokens` 在 94 和 110 之间摆动（现在是 110）。',
  'gallery.warm-up-refill.tour.still-warm':
    '再次来到 30 QPS。`storedTokens` 102 时阈值是 1 / (2 × 0.001 + 1/20) ≈ 19.23 QPS：这一秒通过 19 个，从下一秒起通过 20 个。',
  'gallery.warm-up-refill.tour.refill':
    '5 QPS 时每秒通过少于 6 个，令牌桶重新补充：从 28 s 时的 83 开始，每秒净增 15 个（补 20、扣 5），升到 195，也就是 `maxToken` 200 减去上一秒的 5 个通过。',
  'gallery.warm-up-refill.tour.cold-again':
    '30 QPS 再次遇到冷的令牌桶：阈值是 1 / (95 × 0.001 + 1/20) ≈ 6.90 QPS，这一秒只通过 6 个。',

  'gallery.breaker-probe.title': '熔断器：达到 `minRequestAmount` 才熔断，之后只放一个探测请求',
  'gallery.breaker-probe.summary':
    '即熔断预设“下游变慢”：20 QPS，从 20 s 到 40 s 每次调用耗时 300 ms，超过允许的 100 ms（`slowRatioThreshold` 0.5，`minRequestAmount` 5，`timeWindow` 5 s，`statIntervalMs` 1000）。熔断器在第 5 个慢调用完成时打开，不会更早；之后每 5 s 只放一个探测请求（`HALF_OPEN`），调用仍然慢就再次打开。',
  'gallery.breaker-probe.watch': '熔断图中的 `CLOSED`、`OPEN` 和 `HALF_OPEN`，以及故障期间大约每 5 s 一个的探测请求。',
  'gallery.breaker-probe.tour.incident': '下游变慢：从现在起每次调用耗时 300 ms。熔断器仍是 `CLOSED`。',
  'gallery.breaker-probe.tour.first-slow':
    '第一个慢调用完成。它所在的桶 [20 s, 21 s) 里 1 个调用中有 1 个慢调用（比例 1.0 > `slowRatioThreshold` 0.5），但调用数少于 `minRequestAmount` 5：仍是 `CLOSED`。',
  'gallery.breaker-probe.tour.open':
    '第 5 个慢调用完成：5 个调用全都慢，熔断器打开（`OPEN`）。同一毫秒到达的请求已经被拒绝（`DegradeException`）。',
  'gallery.breaker-probe.tour.probe': '`timeWindow` 5 s 之后，第一个到达的请求被作为探测请求放行：`HALF_OPEN`。',
  'gallery.breaker-probe.tour.only-one': '探测请求还没结束时，其他请求一律被拒绝：同一时间只有 1 个探测请求。',
  'gallery.breaker-probe.tour.reopen': '探测请求耗时 300 ms，是慢调用：熔断器再次打开，又是 5 s。',
  'gallery.breaker-probe.tour.closed':
    '故障在 40 s 结束。41.4 s 发出的探测请求耗时 20 ms，是正常调用，于是熔断器关闭（`CLOSED`），流量恢复。',

  'gallery.guava-pay-later.title': 'Guava `create(5.0)`：第一个请求从不等待',
  'gallery.guava-pay-later.summary':
    '`RateLimiter.create(5.0)` 每 200 ms 发放一个许可，但从不让调用者为自己的许可等待：0 s 时的 `acquire(12)` 立即返回，并把 `nextFreeTicketMicros` 向后推 2.4 s。由下一个调用者来还债。',
  'gallery.guava-pay-later.watch': '大额 acquire 之后，2 QPS 的调用者的等待（◐）随着债务被偿还而逐渐缩短。',
  'gallery.guava-pay-later.tour.first':
    '`acquire(12)` 不用等待就通过了，尽管按每秒 5 个计算，12 个许可需要 2.4 s：`nextFreeTicketMicros` 现在是 2.4 s。',
  'gallery.guava-pay-later.tour.next':
    '下一个调用者只要 1 个许可，却要等待 1.9 s，直到 2.4 s：它在替第一个调用者付账。',
  'gallery.guava-pay-later.tour.passes':
    '那个调用者现在才通过。之后的调用者等待越来越短（1.6、1.3、1.0 … s），每人只把 `nextFreeTicketMicros` 推后 200 ms。',
  'gallery.guava-pay-later.tour.repaid':
    '债务还清了：`nextFreeTicketMicros`（3.8 s）已经过去，期间存下了 1 个许可，这个调用者立即通过。',

  'gallery.guava-warm-up-ramp.title': 'Guava SmoothWarmingUp：预热坡道，以及小流量为何永远热不起来',
  'gallery.guava-warm-up-ramp.summary':
    '`RateLimiter.create(10, 2 s)` 以冷状态启动，`storedPermits` = `maxPermits` 20；高于 `thresholdPermits` 10 的许可更贵，最高 300 ms（`coldFactor` 3 × 100 ms）。3 QPS 下它永远热不起来：存储的许可补充得和消耗得一样快，一直停在 17 左右。10 s 时流量跳到 50 QPS（`tryAcquire` 不等待），通过之间的间隔在 1.4 s 内从 240 ms 缩短到稳定的 100 ms。',
  'gallery.guava-warm-up-ramp.watch':
    '`storedPermits`：小流量时平稳地停在 17 左右，流量跳升后降到 `thresholdPermits` 10 以下。',
  'gallery.guava-warm-up-ramp.tour.cold':
    '第一个请求立即通过，花掉 20 个存储许可中的 1 个。它的代价——曲线下从 20 到 19 个许可的面积——是 290 ms，记在下一个调用者头上。',
  'gallery.guava-warm-up-ramp.tour.light':
    '又过了 27 个请求，`storedPermits` 仍是 17.17：3 QPS 时，两个请求之间的 333 ms 补充的许可和花掉的差不多，所以限流器一直是冷的（每个许可花费 233 ms）。',
  'gallery.guava-warm-up-ramp.tour.step':
    '50 QPS 到来；在 `nextFreeTicketMicros` 之前到达的请求都被 `tryAcquire` 拒绝。随着存储许可被消耗，相邻通过的间隔依次是 240、220、200 … ms。',
  'gallery.guava-warm-up-ramp.tour.stable':
    '`storedPermits` 降到 `thresholdPermits` 10 以下（9.61）：每个许可花费稳定的 100 ms，每秒通过 10 个请求。',

  'gallery.guava-zero-warm-up.title': 'Guava SmoothWarmingUp 预热时长为 0：限流失效',
  'gallery.guava-zero-warm-up.summary':
    '`RateLimiter.create(5, 0, MILLISECONDS)` 是合法的，但 `maxPermits` 变成 0，补充间隔是 0 / 0 = `NaN`。第一组请求照常被排队；第一次空闲之后 `storedPermits` 变成 `NaN`，每次的代价都是 `(long) NaN` = 0，从此所有请求都立即通过。这是忠实复现的 Java 怪癖（Guava issue #2730）。',
  'gallery.guava-zero-warm-up.watch':
    '游标处的 `storedPermits`：开始时是 0，从 2 s 起是 —（`NaN`）；而且再也没有等待。',
  'gallery.guava-zero-warm-up.tour.works':
    '一组 5 个请求按 200 ms 排队（等待 0、200、400、600、800 ms）：到目前为止是正常的每秒 5 个。',
  'gallery.guava-zero-warm-up.tour.nan':
    '空闲之后的第一个请求触发重新同步：(now − `nextFreeTicketMicros`) / `NaN` 使 `storedPermits` 变成 `NaN`。这组 10 个请求全部不用等待就通过了。',
  'gallery.guava-zero-warm-up.tour.never': '`NaN` 再也不会消失：又有 10 个请求立即通过。限流器已经什么都不限了。',
} satisfies Catalog;
