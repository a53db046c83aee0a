/** 示例库「热点参数与网关」分组：热点参数规则示例（presets-hot-params.ts）。 */
import type { Catalog } from './catalog';

export default {
  'gallery.group.hot-params-gateway': '热点参数与网关（ParamFlowRule、GatewayFlowRule）',

  'gallery.hp-refill-whole-window.title': '热点参数：超过统计窗口时长后才补充令牌',
  'gallery.hp-refill-whole-window.summary':
    '单机阈值 1，统计窗口时长 1 秒，用户 "u1" 在 0、1000、1001、2000、2002 ms 各发一个请求。只有距 lastAddTokenTime 超过 1000 ms 才补充令牌，新窗口从该请求开始，而不是从整秒开始。',
  'gallery.hp-refill-whole-window.watch':
    '"u1" 的令牌桶图：1000 ms（恰好 1000 ms 后）的请求被拒绝，1001 通过；2000 再次被拒绝，2002 通过。',
  'gallery.hp-refill-whole-window.tour.first': '"u1" 的第一个请求得到一个满桶，取走 1 个令牌。',
  'gallery.hp-refill-whole-window.tour.exactly':
    'passTime = 1000 ms，不超过 1000 ms：不补充，restQps 0，被拒绝（ParamFlowException）。',
  'gallery.hp-refill-whole-window.tour.refill':
    'passTime = 1001 > 1000：toAddCount 1，请求通过，lastAddTokenTime 变为 1001。',
  'gallery.hp-refill-whole-window.tour.drift': '2000 ms 已是新的一秒，但距 1001 只有 999 ms：被拒绝。窗口随流量漂移。',
  'gallery.hp-refill-whole-window.tour.again': '2002 ms，距上次补充 1001 ms：通过。',

  'gallery.hp-pacing-no-queue.title': '热点参数匀速排队默认不排队',
  'gallery.hp-pacing-no-queue.summary':
    'controlBehavior 2（匀速排队），单机阈值 10：每个参数值每 100 ms 通过一个。ParamFlowRule 的 maxQueueingTimeMs 默认为 0（FlowRule 为 500），所以 100 ms 的等待不小于 0：每批 5 个请求中 1 个通过、4 个被拒绝，没有请求等待。',
  'gallery.hp-pacing-no-queue.watch': '请求图：2 个通过，8 个被拒绝，没有等待标记。',
  'gallery.hp-pacing-no-queue.tour.burst': '"sku-1" 同时来 5 个请求：第一个通过，其余 4 个需等待 100 ms，被拒绝。',
  'gallery.hp-pacing-no-queue.tour.again': '下一批：仍是 1 个通过、4 个被拒绝。设置 maxQueueingTimeMs 才会排队。',

  'gallery.hp-negative-index.title': '负的参数索引在第一次调用时被改写',
  'gallery.hp-negative-index.summary':
    '参数索引 -1 表示最后一个参数，但 ParamFlowSlot 在第一次调用时直接改写规则：有 3 个参数时变为 2，并一直保留。之后有 4 个参数（w、x、y、z…）的调用按 "y" 限流，而不是按最后一个参数。',
  'gallery.hp-negative-index.watch': '热点参数值图："y" 通过 1 个、拒绝 9 个；十个不同的最后一个参数从未被检查。',
  'gallery.hp-negative-index.tour.first': '第一次调用有 3 个参数（a、b、c）：参数索引 -1 变为 2，检查 "c"。',
  'gallery.hp-negative-index.tour.later': '此后检查第三个参数 "y"：每 2 秒阈值 1，之后的请求都被拒绝。',

  'gallery.hp-null-in-list.title': '列表参数中的 null 元素让整个请求通过',
  'gallery.hp-null-in-list.summary':
    '每个参数值单机阈值 2；一个调用方传列表 ["a"]，另一个传 [null, "b"]。映射的 putIfAbsent(null, …) 抛出 NullPointerException，被检查器吞掉：带 null 元素的请求全部通过，"b" 从未被统计。',
  'gallery.hp-null-in-list.watch': '请求图：["a"] 的调用方每秒限 2 个，[null, "b"] 的调用方 10 个全部通过。',
  'gallery.hp-null-in-list.tour.start': '两个调用方每秒各 5 个；"a" 每秒有 2 个令牌。',
  'gallery.hp-null-in-list.tour.second': 'null 元素每次都让请求通过：ParamFlowSlot 从不拒绝它们。',

  'gallery.hp-long-vs-int.title': 'Long 7 不匹配 int 类型的例外项 7（classType）',
  'gallery.hp-long-vs-int.summary':
    '单机阈值 1，参数例外项 {object "7", classType "int", count 100}。例外项按 Java equals 匹配：传 Long 7 的调用方使用规则的阈值 1，传 Integer 7 的使用 100（alibaba/Sentinel #1959）。',
  'gallery.hp-long-vs-int.watch': '热点参数值图：7（Long）通过 2 个、拒绝 18 个；7（Integer）通过 20 个。',
  'gallery.hp-long-vs-int.tour.start': '两个调用方每秒各 10 个，一个传 Long 7，一个传 Integer 7。',
  'gallery.hp-long-vs-int.tour.second': 'Long 7 受阈值 1 限制；Integer 7 远未达到例外项的阈值。',

  'gallery.hp-lru-evicted.title': '被淘汰的参数值回来时令牌桶是满的',
  'gallery.hp-lru-evicted.summary':
    '单机阈值 2："hot" 在 0 ms 用完令牌（3 个请求，拒绝 1 个）。随后其他用户的 6000 个请求填满容量为 4000 个值（4000 × durationInSec）的 LRU，把 "hot" 挤出；950 ms 时仍在同一秒内，"hot" 得到一个新的满桶并通过。',
  'gallery.hp-lru-evicted.watch': '"hot" 的令牌桶图：950 ms 处第二次新建令牌桶。',
  'gallery.hp-lru-evicted.tour.spent': '"hot" 取走 2 个令牌；第三个请求被拒绝。',
  'gallery.hp-lru-evicted.tour.flood': '成千上万的其他参数值进入 tokenCounters，淘汰最久未使用的值。',
  'gallery.hp-lru-evicted.tour.back': '"hot" 已不在映射中：满桶，通过。',

  'gallery.hp-no-args.title': '没有参数，热点规则从不生效（#3453）',
  'gallery.hp-no-args.summary':
    '一条参数索引 0、单机阈值 1 的规则，两个调用方每秒各 10 个。一个像适配器那样调用 SphU.entry 不传参数：什么都不检查，全部通过。另一个传 "u1"：每秒 1 个。',
  'gallery.hp-no-args.watch': '请求图：不传参数的调用方 20 个全部通过，另一个通过 2 个、拒绝 18 个。',
  'gallery.hp-no-args.tour.start': '两个调用方开始；只有带参数的那个会遇到规则。',
  'gallery.hp-no-args.tour.second': '不传参数的调用方从不受限：让适配器把参数传进来。',
} satisfies Catalog;
