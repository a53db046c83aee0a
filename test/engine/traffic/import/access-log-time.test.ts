/**
 * Access logs whose log_format writes another time than `$time_local` ($time_iso8601, $msec), and the
 * resource named as Sentinel's web filter names it with HTTP_METHOD_SPECIFY (`GET:/orders`).
 */
import { describe, expect, it } from 'vitest';
import {
  createImporter,
  detectFormat,
  guessAccessTimeFormat,
  isReason,
  parseAccessLineWith,
  reasonText,
} from './helpers';

const CLF = '10.0.0.2 - - [10/Oct/2000:13:55:36 -0700] "GET /orders?id=7 HTTP/1.1" 200 512 "-" "curl/8.0"';
const ISO = '10.0.0.2 - - [2000-10-10T13:55:36-07:00] "GET /orders?id=7 HTTP/1.1" 200 512 "-" "curl/8.0" 0.012';
const MSEC = '10.0.0.2 - - [971211336.250] "POST /orders HTTP/1.1" 429 0 "-" "curl/8.0"';
// 2000-10-10 20:55:36 UTC, independently: 971211336 s after the epoch (13:55:36 at −07:00)
const EPOCH_MS = 971_211_336_000;

describe('the bracketed time of an access log', () => {
  it('is guessed from a line: CLF, ISO 8601 or epoch seconds', () => {
    expect(guessAccessTimeFormat(CLF)).toBe('clf');
    expect(guessAccessTimeFormat(ISO)).toBe('iso');
    expect(guessAccessTimeFormat(MSEC)).toBe('epoch-s');
    for (const line of [CLF, ISO, MSEC]) expect(detectFormat(line)).toBe('access-log');
  });

  it('reads each format to the same instant', () => {
    const a = parseAccessLineWith(CLF, 'clf');
    const b = parseAccessLineWith(ISO, 'iso');
    const c = parseAccessLineWith(MSEC, 'epoch-s');
    expect(!isReason(a) && a.timeMs).toBe(EPOCH_MS);
    expect(!isReason(b) && b.timeMs).toBe(EPOCH_MS);
    expect(!isReason(b) && b.rtMs).toBeCloseTo(12, 9);
    expect(!isReason(c) && c.timeMs).toBe(EPOCH_MS + 250);
  });

  it('a time in another format than the chosen one is a bad line that says what was expected', () => {
    expect(reasonText(parseAccessLineWith(ISO, 'clf'))).toBe(
      'time [2000-10-10T13:55:36-07:00] is not like 10/Oct/2000:13:55:36 -0700',
    );
    expect(reasonText(parseAccessLineWith(CLF, 'epoch-s'))).toMatch(/is not like 971211336\.123$/);
  });

  it('the importer uses the chosen time format and names resources METHOD:path on request', () => {
    const imp = createImporter('access-log', {
      time: '',
      format: 'iso',
      resource: 'method-path',
      accessTime: 'iso',
    });
    imp.line(ISO, 1);
    imp.line(ISO.replace('GET', 'POST'), 2);
    imp.line(CLF, 3);
    const s = imp.summary();
    expect(s.rows).toBe(2);
    expect(s.bad.first[0]).toMatchObject({ line: 3 });
    const t = imp.build([], 'access.log');
    // the first group enters the scenario's main resource (null), the other keeps its METHOD:path name
    expect(t.sources.map((x) => x.resource)).toEqual([null, 'POST:/orders']);
    expect(t.startMs).toBe(EPOCH_MS);
  });
});
