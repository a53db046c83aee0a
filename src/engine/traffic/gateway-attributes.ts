/**
 * Gateway request attributes of a source: what Sentinel's API-gateway adapter reads from each request
 * (`GatewayParamParser` with a `RequestItemParser`): the client IP, the Host header, other headers, URL
 * parameters and cookies. The route id or custom API name the request enters is the source's `resource`;
 * `resourceMode` says which of the two it is (SentinelGatewayConstants: 0 RESOURCE_MODE_ROUTE_ID,
 * 1 RESOURCE_MODE_CUSTOM_API_NAME), so a gateway rule of the other mode sees an empty argument array.
 *
 * Each attribute is a plain string (every request carries it), null (absent: the parser reads null and the
 * rule checks nothing for it), or a string distribution (value-distribution.ts): zipf keys are
 * `prefix + rank` ("10.0.0." + 1..254 for client IPs), a weighted set, or a replayed list.
 *
 * WORKED EXAMPLE. {resourceMode 0, clientIp {type "zipf", keys 50, prefix "10.0.0."}, headers {"X-Api-Key":
 * "k1"}} → requests like {clientIp "10.0.0.1", headers {"X-Api-Key": "k1"}}, the lower IPs far more often.
 * A `host` goes into the request as the header "Host" (what the parser's HOST strategy reads), so `headers`
 * may not name "Host" as well.
 *
 * `gateway` absent or null: not a gateway request (an empty request record if a gateway rule reads it).
 */
import { z } from 'zod';
import type { GatewayRequest } from '../sentinel/gateway/gateway-param-parser';
import { got } from './schema-helpers';
import { distributionSchema, MAX_VALUE_CHARS, type Distribution } from './value-distribution';

/** Most headers, URL parameters or cookies of one source. */
export const MAX_GATEWAY_FIELDS = 16;

const attrText = (what: string) =>
  z
    .string({ error: got(`must be ${what} of at most ${MAX_VALUE_CHARS} characters`) })
    .max(MAX_VALUE_CHARS, { error: got(`must be ${what} of at most ${MAX_VALUE_CHARS} characters`) });

const stringDistribution = distributionSchema(
  attrText('a string').nullable(),
  {
    prefix: attrText('a string')
      .describe('The text before the rank ("10.0.0." → "10.0.0.1", "10.0.0.2", …).')
      .default(''),
  },
  'strings',
);

/** One attribute: a string, null (absent), or a distribution of strings. */
const attribute = (description: string) =>
  z
    .union([attrText('a string').nullable(), stringDistribution], {
      error: got('must be a string, null, or a distribution {"type": "fixed" | "zipf" | "weighted" | "replay", …}'),
    })
    .describe(description)
    .default(null);

const namedAttributes = (what: string) =>
  z
    .record(
      z
        .string()
        .min(1, { error: `a ${what} name must have 1 to ${MAX_VALUE_CHARS} characters` })
        .max(MAX_VALUE_CHARS, { error: `a ${what} name must have 1 to ${MAX_VALUE_CHARS} characters` }),
      attribute(`The ${what}'s value per request.`),
      { error: got(`must be an object of ${what} names to values`) },
    )
    .refine((r) => Object.keys(r).length <= MAX_GATEWAY_FIELDS, {
      error: `must name at most ${MAX_GATEWAY_FIELDS} ${what}s`,
    })
    .describe(`${what}s by name, each a string, null, or a distribution.`)
    .default({});

const gatewayObject = z
  .strictObject({
    resourceMode: z
      .union([z.literal(0), z.literal(1)], { error: got('must be 0 (route id) or 1 (custom API name)') })
      .describe('How the adapter enters `resource`: 0 as a route id, 1 as a custom API name.')
      .default(0),
    clientIp: attribute('The remote address (what CLIENT_IP rules read).'),
    host: attribute('The Host header (what HOST rules read).'),
    headers: namedAttributes('header'),
    urlParams: namedAttributes('URL parameter'),
    cookies: namedAttributes('cookie'),
  })
  .superRefine((g, ctx) => {
    if (g.host === null) return;
    for (const name of Object.keys(g.headers)) {
      if (name.toLowerCase() === 'host') {
        ctx.addIssue({
          code: 'custom',
          path: ['headers', name],
          message: 'the Host header is set by "host"; give it there only',
          input: g,
        });
      }
    }
  });

export const gatewayField = gatewayObject
  .nullable()
  .describe(
    'Gateway request attributes (route / API mode, client IP, host, headers, URL parameters, cookies); absent or ' +
      'null: not a gateway request.',
  )
  .optional();

export type GatewayAttributes = z.output<typeof gatewayObject>;
export type GatewayAttribute = GatewayAttributes['clientIp'];
type StringDistribution = z.output<typeof stringDistribution>;

/** Where an attribute goes in the request record. */
export interface AttributeSlot {
  readonly map: 'clientIp' | 'headers' | 'urlParams' | 'cookies';
  readonly name: string;
  /** Stable name of the attribute's random stream (independent of the other attributes). */
  readonly stream: string;
  readonly dist: Distribution<string | null>;
  valueAt(i: number): string | null;
}

function toDistribution(a: GatewayAttribute): StringDistribution {
  return a === null || typeof a === 'string' ? { type: 'fixed', value: a } : a;
}

function slot(map: AttributeSlot['map'], name: string, a: GatewayAttribute): AttributeSlot {
  const d = toDistribution(a);
  return {
    map,
    name,
    stream: `${map}:${name}`,
    dist: d,
    valueAt: (i) => {
      if (d.type === 'fixed') return d.value;
      if (d.type === 'weighted') return d.values[i].value;
      if (d.type === 'replay') return d.values[i];
      return d.prefix + String(i + 1);
    },
  };
}

/** The attributes of `g` in a fixed order: client IP, Host, then headers, URL parameters, cookies by name. */
export function attributeSlots(g: GatewayAttributes): AttributeSlot[] {
  const out = [slot('clientIp', '', g.clientIp), slot('headers', 'Host', g.host)];
  for (const [map, record] of [
    ['headers', g.headers],
    ['urlParams', g.urlParams],
    ['cookies', g.cookies],
  ] as const) {
    for (const name of Object.keys(record).sort()) out.push(slot(map, name, record[name]));
  }
  return out;
}

/** The request record for one pick per slot: absent values and empty maps are left out, so "nothing" is `{}`. */
export function gatewayRequestOf(slots: readonly AttributeSlot[], picks: readonly number[]): GatewayRequest {
  const out: {
    clientIp?: string;
    headers?: Record<string, string>;
    urlParams?: Record<string, string>;
    cookies?: Record<string, string>;
  } = {};
  for (let j = 0; j < slots.length; j++) {
    const v = slots[j].valueAt(picks[j]);
    if (v === null) continue;
    const { map, name } = slots[j];
    if (map === 'clientIp') out.clientIp = v;
    else (out[map] ??= {})[name] = v;
  }
  return out;
}
