/**
 * What a gateway adapter passes to `SphU.entry` for each request: the argument array
 * `GatewayParamParser.parseParameterFor(resource, request, rule → rule.resourceMode == mode)` builds from the
 * request's attributes and the loaded gateway rules (sentinel/gateway/gateway-param-parser.ts). Sentinel's Spring
 * Cloud Gateway and Zuul adapters enter the route id (mode 0) or the custom API name (mode 1) with exactly these
 * arguments, so GatewayFlowSlot — and ParamFlowSlot, for hot-parameter rules on the same resource — read them.
 *
 * THE MODEL. A traffic source with `gateway` attributes is a gateway source: each of its requests is a request record
 * (traffic/request-data.ts: an index into the run's table of distinct records), parsed against the rules of the
 * source's resource in its `resourceMode`. A source without them is not a gateway request: its arguments are its
 * own `params` (or none), untouched. The parse depends only on (source, record), so it is done once per distinct
 * pair and cached: a million requests over a hundred client IPs parse a hundred times.
 *
 * WORKED EXAMPLE. Rules [route-wide on "r1", CLIENT_IP on "r1"]; source {resource "r1", gateway {clientIp
 * "1.1.1.1"}} → every request enters "r1" with ["1.1.1.1", "$D"].
 *
 * HOW WE DIFFER FROM UPSTREAM. The adapter parses on every request; the result is the same for equal records, so
 * Flowlab parses each distinct one once.
 */
import type { GatewayAttributes } from '../traffic/gateway-attributes';
import {
  parseParameterFor,
  simRequestParser,
  type GatewayRequest,
  type ParsedParams,
} from '../sentinel/gateway/gateway-param-parser';
import type { GatewayRuleManager } from '../sentinel/gateway/gateway-rule-manager';

/** Who a source's requests are to the gateway parser: the resource they enter and the mode (null: not gateway). */
export interface GatewaySourceInfo {
  readonly resource: string;
  readonly resourceMode: number | null;
}

/** Each source's gateway mode: its `gateway.resourceMode`, null without gateway attributes. */
export function gatewayModesOf(sources: readonly { gateway?: GatewayAttributes | null }[]): (number | null)[] {
  return sources.map((s) => (s.gateway === undefined || s.gateway === null ? null : s.gateway.resourceMode));
}

export class GatewayArgs {
  private readonly cache: Map<number, ParsedParams>[];

  constructor(
    private readonly manager: GatewayRuleManager,
    private readonly sources: readonly GatewaySourceInfo[],
  ) {
    this.cache = sources.map(() => new Map());
  }

  /** Is any source a gateway source? (Otherwise no request needs parsing.) */
  get any(): boolean {
    return this.sources.some((s) => s.resourceMode !== null);
  }

  /**
   * The parse of record `record` (an index into the run's `requests` table) of source `source`; null when the source
   * is not a gateway source. One run, one table: the cache is keyed by the index.
   */
  parsed(source: number, record: number, requests: readonly GatewayRequest[]): ParsedParams | null {
    const info = this.sources[source];
    if (info === undefined || info.resourceMode === null) return null;
    const cache = this.cache[source];
    let p = cache.get(record);
    if (p === undefined) {
      const request = requests[record] ?? {};
      p = parseParameterFor(this.manager, simRequestParser, info.resource, request, info.resourceMode);
      cache.set(record, p);
    }
    return p;
  }

  /** The arguments the adapter enters with, or null when the source is not a gateway source. */
  args(source: number, record: number, requests: readonly GatewayRequest[]): readonly (string | null)[] | null {
    return this.parsed(source, record, requests)?.args ?? null;
  }
}
