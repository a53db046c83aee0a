/**
 * `flowlab sweep` and `flowlab diff`, run as the real command on fixture scenarios: each exit status, the
 * printed best points and ledger, the files written, and the report's SVG read as XML.
 *
 * The numbers are worked out by hand: 25 evenly spaced requests per second for 10 s (250 requests) against
 * DefaultController count c pass min(c, 25) a second, so c = 10, 15, 20, 25, 30 block 150, 100, 50, 0, 0.
 * Count 20 → 22 lets 2 more a second through: 20 requests go block → allow, 2 in every second; 20 → 18 blocks
 * 2 more a second: 20 requests go allow → block.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FIX = join(import.meta.dirname, 'fixtures');
const BIN = join(ROOT, 'bin', 'flowlab.mjs');

function flowlab(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const fx = (name: string) => join(FIX, name);

/**
 * A strict XML well-formedness check (what an SVG viewer's parser requires): one optional declaration, then
 * one root element; every tag closed in order; attributes quoted and not repeated; `&` only in the five
 * predefined entities or a character reference; no `<` in text or attribute values.
 */
function wellFormedXml(text: string): string[] {
  const errors: string[] = [];
  let s = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const checkText = (t: string, where: string) => {
    if (t.includes('<')) errors.push(`"<" in ${where}`);
    for (const m of t.matchAll(/&([^;\s]*);?/g)) {
      if (!/^&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(m[0])) errors.push(`bad entity ${m[0]} in ${where}`);
    }
  };
  while (s.length > 0) {
    const lt = s.indexOf('<');
    const textPart = lt < 0 ? s : s.slice(0, lt);
    if (stack.length === 0 && textPart.trim() !== '')
      errors.push(`text outside the root: ${textPart.trim().slice(0, 20)}`);
    checkText(textPart, 'text');
    if (lt < 0) break;
    s = s.slice(lt);
    const tag = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(s);
    if (tag === null) {
      errors.push(`bad tag at: ${s.slice(0, 30)}`);
      break;
    }
    const [all, close, name, attrs, selfClose] = tag;
    const names = [...attrs.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/g)];
    const seen = new Set<string>();
    for (const [, a, v] of names) {
      if (seen.has(a)) errors.push(`attribute ${a} twice on <${name}>`);
      seen.add(a);
      checkText(v.slice(1, -1), `attribute ${a}`);
    }
    if (close === '/') {
      if (stack.pop() !== name) errors.push(`</${name}> closes nothing open`);
    } else {
      if (stack.length === 0) roots++;
      if (selfClose !== '/') stack.push(name);
    }
    s = s.slice(all.length);
  }
  if (stack.length > 0) errors.push(`unclosed: ${stack.join(', ')}`);
  if (roots !== 1) errors.push(`${roots} root elements`);
  return errors;
}

describe('the XML check of these tests', () => {
  it('refuses what a parser refuses', () => {
    expect(wellFormedXml('<svg><g></g></svg>')).toEqual([]);
    expect(wellFormedXml('<svg><g></svg>')).not.toEqual([]);
    expect(wellFormedXml('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(wellFormedXml('<svg a="1" a="2"/>')).not.toEqual([]);
    expect(wellFormedXml('<svg/><svg/>')).not.toEqual([]);
  });
});

describe('flowlab sweep', () => {
  it('exits 0 when some point meets every goal, and prints the nearest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowlab-sweep-'));
    const [csv, json] = ['grid.csv', 'sweep.json'].map((f) => join(dir, f));
    const r = flowlab(
      'sweep',
      fx('reject.json'),
      '--param',
      'rules[0].count=10:30:5',
      '--goal',
      'blockedRatio <= 0.01',
      '--csv',
      csv,
      '--json',
      json,
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('2 of 5 points meet every goal');
    const table = r.stdout.split('\n');
    const head = table.findIndex((l) => l.trim().startsWith('rules[0].count'));
    expect(table[head + 1].trim().split(/\s+/)[0]).toBe('25'); // one step from 20, before 30
    expect(table[head + 2].trim().split(/\s+/)[0]).toBe('30');
    expect(r.stdout).toMatch(/^current \(rules\[0\]\.count = 20\): blockedRatio 0\.2.*misses a goal$/m);
    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    expect(rows).toHaveLength(6);
    const h = rows[0].split(',');
    const blocked = h.indexOf('chain:0.blocked');
    expect(rows.slice(1).map((l) => l.split(',')[blocked])).toEqual(['150', '100', '50', '0', '0']);
    expect(rows.slice(1).map((l) => l.split(',')[h.indexOf('meetsGoals')])).toEqual([
      'false',
      'false',
      'false',
      'true',
      'true',
    ]);
    const out = JSON.parse(readFileSync(json, 'utf8'));
    expect(out.definition.params).toEqual([{ path: 'rules[0].count', from: 10, to: 30, step: 5, current: 20 }]);
    expect(out.points).toHaveLength(5);
    expect(out.best).toEqual([3, 4]);
    expect(out.ok).toBe(true);
  });

  it('exits 1 when no point meets the goals', () => {
    const r = flowlab('sweep', fx('reject.json'), '--param', 'rules[0].count=10:20:5', '--goal', 'blocked == 0');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('0 of 3 points meet every goal');
  });

  it('without a goal, prints the front of blockedRatio vs waitP99 and exits 0', () => {
    const r = flowlab('sweep', fx('reject.json'), '--param', 'rules[0].count=10:30:5');
    expect(r.status).toBe(0);
    // every point waits 0: the front is the lowest blockedRatio, and of 25 and 30 the one nearer 20
    expect(r.stdout).toContain('the front of blockedRatio vs waitP99: 1 point');
  });

  it("sweeps a Guava limiter's field, ranking the limiter named", () => {
    const args = [
      'sweep',
      fx('two-guava.json'),
      '--param',
      'guava[1].permitsPerSecond=5:15:5',
      '--goal',
      'blocked == 0',
    ];
    const ambiguous = flowlab(...args);
    expect(ambiguous.status).toBe(2);
    expect(ambiguous.stderr).toMatch(/several limiters, name one \(ids: guava:0, guava:1\)/);
    const r = flowlab(...args, '--limiter', 'guava:1');
    expect(r.status).toBe(0);
    // 10 QPS against 15 permits/s never blocks; 15 is also the value nearest the file's 50
    const table = r.stdout.split('\n');
    const head = table.findIndex((l) => l.trim().startsWith('guava[1].permitsPerSecond'));
    expect(table[head + 1].trim().split(/\s+/)[0]).toBe('15');
    expect(r.stdout).toMatch(/^nearest the current values \(guava\[1\]\.permitsPerSecond = 15\)/m);
  });

  it('on three threads, prints and writes exactly what one thread does (every point at its place)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowlab-threads-'));
    // 30 × 2 points of 30,000 requests each: enough work that the worker threads, which start a few tenths of a
    // second after the command's own, take a share; coldFactor changes a point's numbers, so a point put at
    // another's index changes a row
    const grid = ['--param', 'rules[0].count=100:3000:100', '--param', 'coldFactor=2:3:1'];
    const runOn = (threads: string) => {
      const [csv, json] = [`grid-${threads}.csv`, `sweep-${threads}.json`].map((f) => join(dir, f));
      const r = flowlab(
        'sweep',
        fx('warm-up-poisson.json'),
        ...grid,
        '--threads',
        threads,
        '--csv',
        csv,
        '--json',
        json,
      );
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return { stdout: r.stdout, csv: readFileSync(csv, 'utf8'), json: readFileSync(json, 'utf8') };
    };
    const one = runOn('1');
    expect(one.csv.trim().split('\n')).toHaveLength(61);
    expect(runOn('3')).toEqual(one);
  });

  it.each([
    [['--param', 'rules[1].count=1:5:1'], /--param: rules\[1\]\.count: the scenario has no rules\[1\]/],
    [['--param', 'rules[0].cnt=1:5:1'], /--param: rules\[0\]\.cnt: unknown key/],
    [['--param', 'rules[0].count=-5:5:1'], /rules\[0\]\.count: must be ≥ 0, got -5/],
    [['--param', 'rules[0].count=5:1:1'], /FROM \(5\) must not be more than TO \(1\)/],
    [['--param', 'rules[0].count=1:5:0'], /STEP must be more than 0/],
    [['--param', 'rules[0].resource=1:5:1'], /rules\[0\]\.resource: not a number field/],
    [['--param', 'rules[0].count=1:5:1', '--goal', 'blokedRatio < 1'], /did you mean "blockedRatio"/],
    [['--param', 'rules[0].count=1:5:1', '--goal', 'guava:0.passed > 1'], /no limiter "guava:0"/],
    [[], /at least one --param/],
    [['--param', 'rules[0].count=1:5:1', '--threads', '0'], /--threads: a whole number from 1 to 999, not "0"/],
    [['--param', 'rules[0].count=1:5:1', '--threads', 'all'], /--threads: a whole number from 1 to 999, not "all"/],
  ])('exits 2 naming the field for bad input: %j', (args, message) => {
    const r = flowlab('sweep', fx('reject.json'), ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('flowlab diff', () => {
  it('exits 0 when the expectations hold, and writes a report with a well-formed SVG beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowlab-diff-'));
    const report = join(dir, 'change.md');
    const json = join(dir, 'change.json');
    const r = flowlab(
      'diff',
      fx('reject.json'),
      fx('reject-22.json'),
      '--report',
      report,
      '--json',
      json,
      '--expect',
      'delta.blockedRatio <= 0 and flips.allowToBlock == 0',
      '--expect',
      'before.blocked == 50 and after.blocked == 30',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^chain:0\s+blocked\s+50\s+30\s+-20$/m);
    expect(r.stdout).toMatch(/^chain:0\s+0\s+20\s+0\s+0\s+230\s+250$/m);
    const md = readFileSync(report, 'utf8');
    expect(md).toContain('![chain:0: passed and blocked per second, before (dashed) and after (solid)](change.svg)');
    expect(md).toContain('| chain:0 | 0 | 20 | 0 | 0 | 230 | 250 |');
    const svg = readFileSync(join(dir, 'change.svg'), 'utf8');
    expect(wellFormedXml(svg)).toEqual([]);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    // ten seconds, four series of ten points each
    for (const s of ['passed-before', 'passed-after', 'blocked-before', 'blocked-after']) {
      const points = new RegExp(`data-series="${s}"[^>]*points="([^"]*)"`).exec(svg)![1];
      expect(points.split(' ')).toHaveLength(10);
    }
    const out = JSON.parse(readFileSync(json, 'utf8'));
    const chain = out.limiters.find((l: { id: string }) => l.id === 'chain:0');
    expect(chain.ledger.counts).toMatchObject({ blockToAllow: 20, allowToBlock: 0, requests: 250 });
    expect(chain.ledger.seconds[0]).toEqual({ second: 0, flips: 2 });
  });

  it('exits 1 when an expectation fails', () => {
    const r = flowlab('diff', fx('reject.json'), fx('reject-18.json'), '--expect', 'flips.allowToBlock == 0');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^FAIL {2}chain:0 flips\.allowToBlock = 20; expected == 0$/m);
  });

  it.each([
    [[fx('reject.json')], /needs two scenario files/],
    [[fx('reject.json'), 'nope.json'], /cannot read the scenario file "nope\.json"/],
    [[fx('reject.json'), fx('reject-22.json'), '--expect', 'delta.blokedRatio < 1'], /did you mean "blockedRatio"/],
    [[fx('reject.json'), fx('reject-22.json'), '--expect', 'flips.allowToBlok == 0'], /unknown count "allowToBlok"/],
    [[fx('reject.json'), fx('two-guava.json'), '--expect', 'flips.chain:0.flips == 0'], /no limiter "chain:0" in both/],
  ])('exits 2 for bad input: %j', (args, message) => {
    const r = flowlab('diff', ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
