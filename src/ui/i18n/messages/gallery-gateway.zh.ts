/** 简体中文 for gallery-gateway.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'gallery.gateway-prefix.title': '网关：PREFIX（前缀）没有实现',
  'gallery.gateway-prefix.summary':
    '一条 Client IP 规则，匹配串 "10.0."，matchStrategy PREFIX (1)，count 2。GatewayParamParser 没有 PREFIX 分支：匹配串从不比较，所以每个客户端 IP 各自限流，每秒 2 个——192.168.0.1 也一样，尽管它不以 "10.0." 开头，也没有值变成 "$NM"。',
  'gallery.gateway-prefix.watch': '三个 IP 每秒各发 5 个、各通过 2 个：192.168.0.1 和其他 IP 一样被限流。',
  'gallery.gateway-prefix.tour.start': '三个客户端，各 5 QPS：10.0.0.1、10.0.0.2 和 192.168.0.1。',
  'gallery.gateway-prefix.tour.each': '每个 IP 有自己的 2 个令牌的桶：10.0.0.1 和 10.0.0.2 并不共用一个前缀的桶。',
  'gallery.gateway-prefix.tour.outside':
    '192.168.0.1 在 5 s 内被拒绝 16 次。若用精确或子串匹配，它会被解析为 "$NM" 而通过。',
  'gallery.gateway-nm-unlimited.title': '网关：不匹配的值变成 "$NM"',
  'gallery.gateway-nm-unlimited.summary':
    '一条 Header 规则，X-Tier，匹配串 "free"（精确），count 1，本意是把 free 调用方限制在每秒 1 个。其他所有值都被解析为 "$NM"，而 GatewayRuleConverter 给 "$NM" 一个 10,000,000 个令牌的热点项：50 QPS 的 gold 调用方实际上不限流。',
  'gallery.gateway-nm-unlimited.watch': 'free：每秒 5 个中通过 1 个。gold：每秒 50 个全部通过。',
  'gallery.gateway-nm-unlimited.tour.start': 'free 5 QPS，gold 50 QPS，一条 count 1 的规则。',
  'gallery.gateway-nm-unlimited.tour.free': 'free 每秒通过 1 个：25 个请求中 20 个被拒绝。',
  'gallery.gateway-nm-unlimited.tour.gold':
    'gold：250 个中通过 250 个。它的值是 "$NM"，热点项的 count 10,000,000 代替了规则的 count 1。',
  'gallery.gateway-rule-order.title': '网关：规则按 HashSet 顺序检查，已扣的令牌不退',
  'gallery.gateway-rule-order.summary':
    '同一路由上一条整路由规则（count 6）和一条 Client IP 规则（count 2）。GatewayFlowSlot 按转换后规则的 HashSet 顺序检查——这里整路由规则在前——后面的规则拒绝时，前面的规则已扣的令牌不退。所以 1.1.1.1 被 IP 规则拒绝的请求照样耗掉路由的 6 个令牌，安静的 2.2.2.2 被整路由规则拒绝。',
  'gallery.gateway-rule-order.watch': '2.2.2.2 每秒发 2 个只通过 1 个，尽管总共每秒只通过 3 个（路由允许 6 个）。',
  'gallery.gateway-rule-order.tour.start': '1.1.1.1 10 QPS，2.2.2.2 2 QPS，都在路由 orders 上。',
  'gallery.gateway-rule-order.tour.noisy':
    '1.1.1.1：每秒通过 2 个。5 s 内它的 IP 规则拒绝 15 个请求，每个都先扣了路由的令牌；整路由规则再拒绝 25 个。',
  'gallery.gateway-rule-order.tour.quiet': '2.2.2.2：10 个请求中 5 个被整路由规则（GatewayFlowRule 0）拒绝。',
  'gallery.gateway-mode-mismatch.title': '网关：API 类型（resourceMode）不一致，参数为空',
  'gallery.gateway-mode-mismatch.summary':
    'orders 上两条规则：整路由 count 5（resourceMode 0，Route ID），以及一条 Client IP 规则 count 1，resourceMode 1（API 分组），好像 orders 是一个 API 分组。请求以 Route ID (0) 进入 orders。只要有一条带 paramItem 的规则 resourceMode 不同，GatewayParamParser 就根本不返回参数，所以整路由规则也什么都不检查。',
  'gallery.gateway-mode-mismatch.watch': '20 QPS 持续 5 s：100 个请求全部通过，尽管路由规则写的是每秒 5 个。',
  'gallery.gateway-mode-mismatch.tour.start': '一个客户端，20 QPS，路由 orders。',
  'gallery.gateway-mode-mismatch.tour.nothing':
    '拒绝 0 个。在网关流控标签页把 Client IP 规则的 resourceMode 改为 0，两条规则都会限流。',
  'gallery.gateway-interval.title': '网关：控制台的「间隔」不是 intervalSec（#2708）',
  'gallery.gateway-interval.summary':
    '控制台的网关流控对话框把间隔 1 分保存为 "interval": 1, "intervalUnit": 1（GatewayFlowRuleEntity）。原样推送到数据源后，GatewayFlowRule 1.8.9 没有这两个字段，intervalSec 仍为 1：每分钟 10 个变成每秒 10 个。路由 as-pushed 是网关读到的规则；as-meant 的 intervalSec 为 60。',
  'gallery.gateway-interval.watch': '2 QPS 下 as-pushed 从不拒绝；as-meant 通过 10 个，之后在超过 60 s 之前全部拒绝。',
  'gallery.gateway-interval.tour.start': '每个路由 2 QPS；两条规则 count 都是 10。',
  'gallery.gateway-interval.tour.meant': 'as-meant：10 个令牌到 4.5 s 已用完；之后的请求都被拒绝。',
  'gallery.gateway-interval.tour.refill':
    '超过 60 s 后 as-meant 补充令牌，又通过 10 个；as-pushed 在 70 s 内 140 个请求全部通过。',
} satisfies Catalog;
