/**
 * Reads nginx's own configuration lines for limit_req — FROM SOURCE, NOT TRACE-CHECKED: the
 * directive parsing of `ngx_http_limit_req_zone` and `ngx_http_limit_req` (nginx/nginx
 * `ngx_http_limit_req_module.c`, with `ngx_atoi`), so a learner can paste what they run:
 *
 *   limit_req_zone $binary_remote_addr zone=one:10m rate=10r/s;
 *   limit_req zone=one burst=5 nodelay;
 *
 * What nginx accepts and refuses here: numbers are plain digits (`ngx_atoi`: no sign, no spaces,
 * no overflow); `rate=` takes `r/s`, `r/m` or no unit (r/s); burst= and delay= must be positive
 * (burst=0 is an error, leaving burst out means 0); `nodelay` and `delay=` may both appear and the
 * later one wins; a zone needs `name:size` with a size of at least 8 pages (32k with 4 KiB pages,
 * assumed here); each limit_req names a zone defined by a limit_req_zone (anywhere in the text), at
 * most once; the limit_req lines keep their order, which decides who may reject first.
 * The key variable is read but not used: the limiter models one key. Several limit_req lines give
 * one config each, in order (limit-req.ts models one directive at a time). Only these two directives are
 * read (no `limit_req_status`, `limit_req_dry_run`, includes or blocks); `#` starts a comment.
 */
import type { LimitReqConfig } from './limit-req';

export type NginxConfigResult =
  { ok: true; limits: LimitReqConfig[]; zones: string[] } | { ok: false; issues: string[] };

/** `ngx_atoi`: plain decimal digits only, within ngx_int_t; null where nginx returns NGX_ERROR. */
export function ngxAtoi(text: string): number | null {
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** `ngx_parse_size`: digits with an optional k/K/m/M/g/G suffix, in bytes. */
function parseSize(text: string): number | null {
  const m = /^([0-9]+)([kKmMgG]?)$/.exec(text);
  if (!m) return null;
  const scale = { '': 1, k: 1024, K: 1024, m: 1024 ** 2, M: 1024 ** 2, g: 1024 ** 3, G: 1024 ** 3 }[m[2]] ?? 1;
  return Number(m[1]) * scale;
}

const MIN_ZONE_BYTES = 8 * 4096;

interface Zone {
  rate: number;
  rateUnit: 'r/s' | 'r/m';
}

function parseZone(args: string[], zones: Map<string, Zone>, issues: string[]): void {
  if (args.length < 2) {
    issues.push('invalid number of arguments in "limit_req_zone"');
    return;
  }
  let name = '';
  let zone: Zone = { rate: 1, rateUnit: 'r/s' };
  for (const arg of args.slice(1)) {
    if (arg.startsWith('zone=')) {
      const [zoneName, size, ...rest] = arg.slice(5).split(':');
      const bytes = size === undefined || rest.length > 0 ? null : parseSize(size);
      if (bytes === null) issues.push(`invalid zone size "${arg}"`);
      else if (bytes < MIN_ZONE_BYTES) issues.push(`zone "${arg}" is too small`);
      name = zoneName;
    } else if (arg.startsWith('rate=')) {
      let text = arg.slice(5);
      let rateUnit: Zone['rateUnit'] = 'r/s';
      if (text.endsWith('r/s')) text = text.slice(0, -3);
      else if (text.endsWith('r/m')) {
        text = text.slice(0, -3);
        rateUnit = 'r/m';
      }
      const rate = ngxAtoi(text);
      if (rate === null || rate <= 0) issues.push(`invalid rate "${arg}"`);
      else zone = { rate, rateUnit };
    } else issues.push(`invalid parameter "${arg}"`);
  }
  if (name === '') issues.push('"limit_req_zone" must have "zone" parameter');
  else if (zones.has(name)) issues.push(`limit_req_zone "${name}" is already bound to a key`);
  else zones.set(name, zone);
}

function parseLimitReq(args: string[], zones: Map<string, Zone>, used: Set<string>, issues: string[]) {
  let zoneName: string | null = null;
  let burst = 0;
  let delay: number | 'nodelay' | undefined;
  for (const arg of args) {
    if (arg.startsWith('zone=')) zoneName = arg.slice(5);
    else if (arg.startsWith('burst=')) {
      const n = ngxAtoi(arg.slice(6));
      if (n === null || n <= 0) issues.push(`invalid burst value "${arg}"`);
      else burst = n;
    } else if (arg.startsWith('delay=')) {
      const n = ngxAtoi(arg.slice(6));
      if (n === null || n <= 0) issues.push(`invalid delay value "${arg}"`);
      else delay = n;
    } else if (arg === 'nodelay') delay = 'nodelay';
    else issues.push(`invalid parameter "${arg}"`);
  }
  if (zoneName === null) {
    issues.push('"limit_req" must have "zone" parameter');
    return null;
  }
  if (used.has(zoneName)) {
    issues.push(`"limit_req zone=${zoneName}" is duplicate`);
    return null;
  }
  used.add(zoneName);
  const zone = zones.get(zoneName);
  if (!zone) {
    issues.push(`unknown limit_req_zone "${zoneName}"`);
    return null;
  }
  const config: LimitReqConfig = { ...zone, burst };
  if (delay !== undefined) config.delay = delay;
  return config;
}

/** The limit_req_zone and limit_req lines of `text`, in order, as the limiter's configuration. */
export function parseNginxLimitReq(text: string): NginxConfigResult {
  const issues: string[] = [];
  const zones = new Map<string, Zone>();
  const used = new Set<string>();
  const limits: LimitReqConfig[] = [];
  const statements = text
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n')
    .split(';')
    .map((s) => s.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);
  // Zones first: a limit_req may name a zone defined further down (nginx binds them at init).
  for (const [directive, ...args] of statements) {
    if (directive === 'limit_req_zone') parseZone(args, zones, issues);
    else if (directive !== 'limit_req') {
      issues.push(`unsupported directive "${directive}" (only limit_req_zone and limit_req are read)`);
    }
  }
  for (const [directive, ...args] of statements) {
    if (directive !== 'limit_req') continue;
    const config = parseLimitReq(args, zones, used, issues);
    if (config) limits.push(config);
  }
  if (issues.length === 0 && limits.length === 0) issues.push('no "limit_req" directive');
  return issues.length > 0 ? { ok: false, issues } : { ok: true, limits, zones: [...zones.keys()] };
}
