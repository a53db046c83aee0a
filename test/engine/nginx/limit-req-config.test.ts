import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NginxLimitReq } from '../../../src/engine/nginx';
import { ngxAtoi, parseNginxLimitReq } from '../../../src/engine/nginx/limit-req-config';

describe('parseNginxLimitReq', () => {
  it('reads the classic two lines', () => {
    const r = parseNginxLimitReq(`
      limit_req_zone $binary_remote_addr zone=one:10m rate=10r/s;  # per client
      limit_req zone=one burst=5 nodelay;
    `);
    expect(r).toEqual({
      ok: true,
      zones: ['one'],
      limits: [{ rate: 10, rateUnit: 'r/s', burst: 5, delay: 'nodelay' }],
    });
    if (r.ok) for (const config of r.limits) expect(() => new NginxLimitReq(config)).not.toThrow();
  });

  it('keeps limit_req order, binds zones defined later, and lets the later of delay=/nodelay win', () => {
    const r = parseNginxLimitReq(
      'limit_req zone=b delay=2 nodelay; limit_req zone=a burst=3 nodelay delay=1;' +
        'limit_req_zone $a zone=a:1m rate=30r/m; limit_req_zone $b zone=b:64k rate=5;',
    );
    expect(r.ok && r.limits).toEqual([
      { rate: 5, rateUnit: 'r/s', burst: 0, delay: 'nodelay' },
      { rate: 30, rateUnit: 'r/m', burst: 3, delay: 1 },
    ]);
  });

  it.each([
    ['limit_req_zone $k zone=z:10m rate=0r/s; limit_req zone=z;', 'invalid rate "rate=0r/s"'],
    ['limit_req_zone $k zone=z:10m rate=10r/h; limit_req zone=z;', 'invalid rate "rate=10r/h"'],
    ['limit_req_zone $k zone=z:16k rate=1r/s; limit_req zone=z;', 'zone "zone=z:16k" is too small'],
    ['limit_req_zone $k zone=z rate=1r/s; limit_req zone=z;', 'invalid zone size "zone=z"'],
    ['limit_req_zone $k zone=z:1m rate=1r/s; limit_req zone=z burst=0;', 'invalid burst value "burst=0"'],
    ['limit_req_zone $k zone=z:1m rate=1r/s; limit_req zone=z delay=-1;', 'invalid delay value "delay=-1"'],
    ['limit_req_zone $k zone=z:1m rate=1r/s; limit_req zone=z; limit_req zone=z;', '"limit_req zone=z" is duplicate'],
    ['limit_req zone=nope;', 'unknown limit_req_zone "nope"'],
    ['limit_req_zone $k zone=z:1m rate=1r/s;', 'no "limit_req" directive'],
    ['limit_req_zone $k zone=z:1m rate=1r/s; limit_req zone=z fast;', 'invalid parameter "fast"'],
  ])('%s → %s', (text, issue) => {
    const r = parseNginxLimitReq(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toContain(issue);
  });

  it('ngx_atoi takes plain digits only', () => {
    expect([ngxAtoi('42'), ngxAtoi('+1'), ngxAtoi(' 1'), ngxAtoi(''), ngxAtoi('1.5')]).toEqual([
      42,
      null,
      null,
      null,
      null,
    ]);
  });

  it('never throws on arbitrary text, and whatever it accepts builds a limiter', () => {
    const word = fc.constantFrom(
      'limit_req_zone',
      'limit_req',
      '$k',
      'zone=z:1m',
      'zone=z',
      'rate=3r/s',
      'rate=x',
      'burst=2',
      'nodelay',
      'delay=1',
      ';',
      '#',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), (words) => {
        const r = parseNginxLimitReq(words.join(' '));
        if (r.ok) for (const config of r.limits) expect(() => new NginxLimitReq(config)).not.toThrow();
        else expect(r.issues.length).toBeGreaterThan(0);
      }),
    );
  });
});
