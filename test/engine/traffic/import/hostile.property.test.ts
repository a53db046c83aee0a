/**
 * Every traffic importer fed random bytes and random cuts of valid files (issue 26's acceptance): it never
 * throws past its own error type (ImportError), its work is linear (the splitter looks at each character
 * once: `scanned` against the input's size, no clock), and everything it says names a line or a byte offset.
 * The bytes go the CLI's way (traffic-bytes.ts: gzip, BOM, binary refusal) and then the importers the page uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trafficText } from '../../../../src/cli/traffic-bytes';
import { createImporter, detectFormat, ImportError, LineSplitter, type TrafficFormat } from './helpers';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const VALID = [
  'demo-metrics-1.8.9.log',
  'demo-metrics-1.6.log',
  'access-combined.log',
  'requests.csv',
  'requests.tsv',
].map((f) => readFileSync(join(FIXTURES, f), 'utf8'));
const FORMATS: readonly TrafficFormat[] = ['metric-log', 'access-log', 'csv'];

/** Runs `text` through the splitter (cut into `chunk`-sized pieces) into a `format` importer; what it said. */
function importText(text: string, format: TrafficFormat, chunk: number) {
  const importer = createImporter(format, { time: 'ts', format: 'iso', resource: 'path', origin: 'client', rt: 'rt' });
  const splitter = new LineSplitter((l, n) => importer.line(l, n), 4096);
  let refused: ImportError | null = null;
  try {
    for (let at = 0; at < text.length; at += chunk) splitter.push(text.slice(at, at + chunk));
    splitter.end();
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    refused = e;
  }
  const summary = importer.summary();
  if (refused === null)
    importer.build(
      summary.resources.slice(0, 2).map((r) => r.resource),
      'x',
    );
  return { splitter, summary, refused };
}

function check(text: string, format: TrafficFormat, chunk: number): void {
  const { splitter, summary, refused } = importText(text, format, chunk);
  // linear: each character looked at at most once
  expect(splitter.scanned).toBeLessThanOrEqual(text.length);
  // every bad line is named by its number, within the lines read
  for (const b of summary.bad.first) {
    expect(b.line).toBeGreaterThanOrEqual(1);
    expect(b.line).toBeLessThanOrEqual(splitter.lines);
  }
  if (refused !== null) expect(refused.said.params.line).toBeGreaterThanOrEqual(1);
}

const cutOfValid = fc
  .tuple(fc.constantFrom(...VALID), fc.nat(), fc.nat())
  .map(([text, a, b]) => text.slice(Math.min(a, b) % (text.length + 1), Math.max(a, b) % (text.length + 1)));
const hostileText = fc.oneof(
  cutOfValid,
  fc.string({ unit: 'binary', maxLength: 600 }),
  fc
    .array(
      fc.constantFrom('|', '\n', '\r', ',', '"', '[', ']', ' ', '-', '1700000000000', 'GET /a', 'x'.repeat(5000)),
      {
        maxLength: 60,
      },
    )
    .map((p) => p.join('')),
);

describe('every traffic importer on hostile input', () => {
  it('random text and cuts of valid files: only ImportError, linear work, messages name a line', () => {
    fc.assert(
      fc.property(hostileText, fc.constantFrom(...FORMATS), fc.integer({ min: 1, max: 700 }), (text, format, chunk) =>
        check(text, format, chunk),
      ),
      { numRuns: 300 },
    );
  });

  it('the detected format too (as the CLI and the dialog pick it)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const first = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '';
        check(text, detectFormat(first), 64);
      }),
      { numRuns: 200 },
    );
  });

  it('random bytes: decoded or refused (with a byte offset) as ImportError, then imported', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom(...FORMATS), (bytes, format) => {
        let text: string;
        try {
          text = trafficText(bytes);
        } catch (e) {
          if (!(e instanceof ImportError)) throw e;
          const { params } = e.said;
          expect(typeof params.byte === 'number' || typeof params.reason === 'string').toBe(true);
          if (e.said.code === 'binary') expect(bytes[params.byte as number]).toBe(0);
          return;
        }
        check(text, format, 97);
      }),
      { numRuns: 300 },
    );
  });
});
