/**
 * The gallery's gateway presets (../../gallery/presets-gateway.ts); part of the gallery's lazy group
 * (en-gallery.ts).
 */
import type { Catalog } from './catalog';

export default {
  // gallery: the gateway examples (presets-gateway.ts); every number is checked by test/ui/gallery-gateway.test.ts
  'gallery.gateway-prefix.title': 'Gateway: PREFIX is not implemented',
  'gallery.gateway-prefix.summary':
    'A CLIENT_IP rule with pattern "10.0." and matchStrategy PREFIX (1), count 2. GatewayParamParser has no PREFIX branch: the pattern is never compared, so every client IP is limited on its own, 2 a second — 192.168.0.1 too, though it does not start with "10.0.", and no value becomes "$NM".',
  'gallery.gateway-prefix.watch': 'All three IPs send 5 a second and pass 2: 192.168.0.1 is limited like the others.',
  'gallery.gateway-prefix.tour.start': 'Three clients at 5 QPS each: 10.0.0.1, 10.0.0.2 and 192.168.0.1.',
  'gallery.gateway-prefix.tour.each':
    'Each IP has its own bucket of 2 tokens: 10.0.0.1 and 10.0.0.2 do not share one bucket for the prefix.',
  'gallery.gateway-prefix.tour.outside':
    '192.168.0.1 was blocked 16 times in 5 s. With EXACT or CONTAINS it would have been parsed as "$NM" and passed.',
  'gallery.gateway-nm-unlimited.title': 'Gateway: a value that does not match becomes "$NM"',
  'gallery.gateway-nm-unlimited.summary':
    'A HEADER rule on X-Tier with pattern "free" (EXACT), count 1, meant to hold free callers to 1 a second. Every other value is parsed as "$NM", and GatewayRuleConverter gives "$NM" a hot item of 10,000,000 tokens: gold callers at 50 QPS are effectively unlimited.',
  'gallery.gateway-nm-unlimited.watch': 'free: 1 of 5 a second passes. gold: all 50 a second pass.',
  'gallery.gateway-nm-unlimited.tour.start': 'free at 5 QPS, gold at 50 QPS, one rule with count 1.',
  'gallery.gateway-nm-unlimited.tour.free': 'free passes 1 a second: 20 of its 25 requests are blocked.',
  'gallery.gateway-nm-unlimited.tour.gold':
    'gold: 250 of 250 passed. Its value is "$NM", whose hot item count 10,000,000 replaces the rule’s count 1.',
  'gallery.gateway-rule-order.title': 'Gateway: rules in HashSet order keep their tokens',
  'gallery.gateway-rule-order.summary':
    'A route-wide rule (count 6) and a CLIENT_IP rule (count 2) on one route. GatewayFlowSlot checks the converted rules in their HashSet order, here the route-wide one first, and a rule keeps the token it took when a later rule blocks. So the requests of 1.1.1.1 that its IP rule blocks still drain the route’s 6 tokens, and the quiet 2.2.2.2 is blocked by the route-wide rule.',
  'gallery.gateway-rule-order.watch':
    '2.2.2.2 sends 2 a second and passes 1, though only 3 requests a second pass in all (the route allows 6).',
  'gallery.gateway-rule-order.tour.start': '1.1.1.1 at 10 QPS, 2.2.2.2 at 2 QPS, both on route orders.',
  'gallery.gateway-rule-order.tour.noisy':
    '1.1.1.1: 2 pass a second. Its IP rule blocks 15 requests in 5 s, each after taking a route token; the route-wide rule blocks 25 more.',
  'gallery.gateway-rule-order.tour.quiet':
    '2.2.2.2: 5 of its 10 requests blocked by the route-wide rule (GatewayFlowRule 0).',
  'gallery.gateway-mode-mismatch.title': 'Gateway: a resourceMode mismatch empties the arguments',
  'gallery.gateway-mode-mismatch.summary':
    'Two rules on orders: route-wide count 5 (resourceMode 0), and a CLIENT_IP rule count 1 with resourceMode 1, as if orders were an API group. The requests enter orders as a route id (0). GatewayParamParser returns no arguments at all when a rule with a paramItem has another resourceMode, so the route-wide rule checks nothing either.',
  'gallery.gateway-mode-mismatch.watch':
    '20 QPS for 5 s: all 100 requests pass, though the route’s rule says 5 a second.',
  'gallery.gateway-mode-mismatch.tour.start': 'One client at 20 QPS on route orders.',
  'gallery.gateway-mode-mismatch.tour.nothing':
    '0 blocked. Set the CLIENT_IP rule’s resourceMode to 0 in the Gateway tab, and both rules limit.',
  'gallery.gateway-interval.title': 'Gateway: the dashboard’s interval is not intervalSec (#2708)',
  'gallery.gateway-interval.summary':
    'The dashboard’s 网关流控 dialog saves an interval of 1 minute as "interval": 1, "intervalUnit": 1 (GatewayFlowRuleEntity). Pushed to a data source as it is, GatewayFlowRule 1.8.9 has no such fields and keeps intervalSec 1: 10 a minute becomes 10 a second. Route as-pushed is that rule as the gateway reads it; as-meant has intervalSec 60.',
  'gallery.gateway-interval.watch':
    'At 2 QPS as-pushed never blocks; as-meant passes 10, then nothing until more than 60 s have passed.',
  'gallery.gateway-interval.tour.start': '2 QPS on each route; count 10 on both.',
  'gallery.gateway-interval.tour.meant':
    'as-meant: its 10 tokens were used up by 4.5 s; every later request is blocked.',
  'gallery.gateway-interval.tour.refill':
    'After more than 60 s as-meant refills and passes 10 again; as-pushed passed all 140 of its requests in 70 s.',
} satisfies Catalog;
