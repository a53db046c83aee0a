/** The gallery words of a Sentinel cluster's examples, 中文 (./gallery.ts): the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.avg-local-zero-clients.title': '均摊阈值（AVG_LOCAL）且没有已连接客户端时全部拒绝',
  'gallery.avg-local-zero-clients.summary':
    '两个节点，Token Server 内嵌在节点 0，均摊阈值 count 10。宿主节点不会连接自己，所以阈值为 count × 1 个客户端 = 10。第 3 秒节点 1 断开：10 × 0 个客户端 = 0。',
  'gallery.avg-local-zero-clients.watch':
    '3 秒后的节点 0：每个请求都被自己的 Token Server 拒绝（BLOCKED），而节点 1 失败退化为本地限流并通过。',
  'gallery.avg-local-zero-clients.tour.one': '一个已连接客户端（节点 1）：整个集群的阈值为 10，每个节点每秒通过 5 个。',
  'gallery.avg-local-zero-clients.tour.zero':
    '没有已连接客户端：阈值 = 10 × 0 = 0，宿主节点的请求被拒绝（BLOCKED 是一个回答，不会失败退化）。',
  'gallery.namespace-limiter.title': '命名空间限流器统计的是请求数，而不是 acquire',
  'gallery.namespace-limiter.summary':
    '加载了命名空间集合，所以 Token Server 有一个 maxAllowedQps 10 的 GlobalRequestLimiter。5 秒之前：每秒 8 个 acquire 5 的请求（40 个许可）。之后：每秒 20 个 acquire 1 的请求。',
  'gallery.namespace-limiter.watch':
    '每秒 40 个许可时没有 TOO_MANY_REQUEST；每秒 20 个请求时每秒约 10 个。没有命名空间集合就根本没有这个限流器。',
  'gallery.namespace-limiter.tour.permits':
    '每秒 40 个许可但只有 8 个请求：10 的限流器按请求计数，所以每个令牌请求都得到回答。',
  'gallery.namespace-limiter.tour.requests': '每秒 20 个请求：其中 10 个得到 TOO_MANY_REQUEST，失败退化到本地规则。',
  'gallery.occupy-oldest-bucket.title': '优先请求的预占只有在突发所在的桶成为最旧的桶时才成功',
  'gallery.occupy-oldest-bucket.summary':
    '总体阈值 count 5，窗口 10 × 100 ms。50 ms 时 5 个请求把它占满。60 ms 时一个优先请求、930 ms 时另外 6 个请求申请预占下一个桶。',
  'gallery.occupy-oldest-bucket.watch':
    '60 ms 时突发还在当前桶里：5 + 1 − 0 > 5，拒绝。930 ms 时它是最旧的桶：5 + 1 − 5 ≤ 5，SHOULD_WAIT 100 ms，共 5 次。',
  'gallery.occupy-oldest-bucket.tour.current': 'tryOccupyNext 读取最旧桶的通过数：还没有，突发在当前桶里 → 拒绝。',
  'gallery.occupy-oldest-bucket.tour.oldest':
    '现在突发所在的桶是最旧的：5 个得到 SHOULD_WAIT 100 ms；第 6 个需要 5 + 1 + 5 − 5 = 6 > 5 → 拒绝。',
  'gallery.occupy-oldest-bucket.tour.passed': '5 个等待者睡眠 100 ms 后在 1030 ms 通过。',
  'gallery.occupied-land-late.title': '预占的令牌在下一次桶重置时才落地，晚了好几秒',
  'gallery.occupied-land-late.summary':
    '总体阈值 count 5。50 ms 时通过 5 个，930 ms 时 5 个优先请求预占下一个桶，之后每 1.1 秒一个请求，每个都落在一个从未用过的桶位上。',
  'gallery.occupied-land-late.watch':
    '预占的 5 个令牌直到某个装着更旧桶的桶位被重置时才计入：9950 ms 时，它们拒绝了一个孤零零的请求。',
  'gallery.occupied-land-late.tour.waited': '5 个等待者通过；它们的令牌留在 occupyPending 里，不在窗口中。',
  'gallery.occupied-land-late.tour.pending': '每个请求都新建一个桶，而新建的桶什么也收不到：仍在等待落地。',
  'gallery.occupied-land-late.tour.landed':
    '桶位 9 装着 [900, 1000)：它被重置，5 个预占令牌落入其中，5 + 1 > 5 拒绝了这个请求。',
  'gallery.fallback-holds-cluster.title': '失败退化时的本地窗口里已经有集群放行的请求',
  'gallery.fallback-holds-cluster.summary':
    '均摊阈值 count 5，2 个节点：阈值 10。节点 0 每秒发 8 个，节点 1 每秒发 2 个；Token Server 全部放行。3250 ms 时 Token Server 宕机。',
  'gallery.fallback-holds-cluster.watch':
    '节点 0 第一个失败退化的请求就被拒绝：它的 ClusterNode 在窗口里记下了 Token Server 放行的 6 个，6 + 1 > 5。',
  'gallery.fallback-holds-cluster.tour.through': '节点 0 经 Token Server 每秒通过 8 个，超过它的本地 count 5。',
  'gallery.fallback-holds-cluster.tour.throttled':
    'Token Server 不在了：DefaultController 从本地窗口读到 passQps 6，立即拒绝。',
  'gallery.fallback-double-borrow.title': '优先请求的失败退化会借两次',
  'gallery.fallback-double-borrow.summary':
    'Token Server 从一开始就宕机；本地 DefaultController 的 count 为 5。125 ms 时通过 5 个，然后在 820、850 和 894 ms 各有一个优先请求。',
  'gallery.fallback-double-borrow.watch':
    '第一次借用抛出的 PriorityWaitException 在集群 try 块内被捕获：失败退化再执行一次并再借一次（180 + 180 ms），或在第一次等待后被拒绝。',
  'gallery.fallback-double-borrow.tour.twice':
    '借用 [1000, 1500) 的 1 个许可并等待 180 ms，被捕获，再借一个再等 180 ms：共 360 ms。',
  'gallery.fallback-double-borrow.tour.after':
    '第一次借用成功（5 个中的第 5 个），第二次不行：等了 106 ms 之后被拒绝。',
  'gallery.global-50-let-68.title': '#361：总体阈值 50 每秒放过 75 个',
  'gallery.global-50-let-68.summary':
    '总体阈值 count 50，2 个节点，各每秒 60 个请求。4 秒到 7 秒之间节点 1 的单向延迟为 12 ms：往返 24 ms，超过 20 ms 的请求超时。',
  'gallery.global-50-let-68.watch':
    '节点 1 失败退化为本地 count 50（总体阈值的退化阈值不会按节点数折算），而 Token Server 仍把 50 个令牌中的约 25 个花在节点 1 迟到的请求上。',
  'gallery.global-50-let-68.tour.fifty': '经 Token Server：每秒 25 + 25 = 50。',
  'gallery.global-50-let-68.tour.more': '节点 1 超时并在本地按 50 限流；节点 0 仍得到约 25 个：每秒通过 75 个。',
  'gallery.global-50-let-68.tour.back': '延迟消失：又回到每秒 50 个。',
};
