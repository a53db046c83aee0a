/**
 * `flowlab simulate --format github`: a failed expectation becomes a workflow command on the line of the rule or
 * limiter it is about, and an invalid scenario one per problem on the line of its field. The expected lines are
 * counted by hand in the fixtures (two-rules.json: `"rules": [` on line 5, rule 1 opens on line 7, the Guava
 * limiter on line 12; invalid-second-rule.json: rule 1's `count` on line 7).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCommand, expectationAnnotations, limiterPath, lineOf } from '../../src/cli/annotations';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'flowlab.mjs');

function flowlab(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const commands = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::'));

describe('flowlab simulate --format github', () => {
  it('annotates each failed expectation on the line of its rule or limiter', () => {
    const file = 'test/cli/fixtures/two-rules.json';
    const r = flowlab(
      'simulate',
      file,
      '--format',
      'github',
      '--expect',
      'sentinel:1.requests > 0 and guava:0.blocked == 0 and blocked == 0 and sentinel:0.passed == 200',
    );
    expect(r.status).toBe(1);
    expect(commands(r.stdout)).toEqual([
      `::error file=${file},line=7,title=flowlab%3A expectation failed::sentinel:1 requests = 0; expected > 0 (--expect "sentinel:1.requests > 0")`,
      `::error file=${file},line=12,title=flowlab%3A expectation failed::guava:0 blocked = 200; expected == 0 (--expect "guava:0.blocked == 0")`,
      `::error file=${file},line=5,title=flowlab%3A expectation failed::chain:0 blocked = 50; expected == 0 (--expect "blocked == 0")`,
    ]);
    // the table and the PASS/FAIL lines are still there for the log
    expect(r.stdout).toMatch(/^PASS {2}sentinel:0 passed = 200; expected == 200$/m);
  });

  it('annotates nothing when every expectation holds, and nothing without --format github', () => {
    const ok = flowlab(
      'simulate',
      'test/cli/fixtures/two-rules.json',
      '--format',
      'github',
      '--expect',
      'passed == 200',
    );
    expect(ok.status).toBe(0);
    expect(commands(ok.stdout)).toEqual([]);
    const text = flowlab('simulate', 'test/cli/fixtures/two-rules.json', '--expect', 'passed == 0');
    expect(text.status).toBe(1);
    expect(commands(text.stdout)).toEqual([]);
  });

  it("puts an invalid scenario's problems on their fields' lines and exits 2", () => {
    const file = 'test/cli/fixtures/invalid-second-rule.json';
    const r = flowlab('simulate', file, '--format', 'github');
    expect(r.status).toBe(2);
    expect(commands(r.stdout)).toEqual([
      `::error file=${file},line=7,title=flowlab%3A invalid scenario::rules[1].count: must be ≥ 0, got -5`,
    ]);
    expect(r.stderr).toContain('rules[1].count: must be ≥ 0, got -5');
  });

  it('refuses an unknown format', () => {
    const r = flowlab('simulate', 'test/cli/fixtures/two-rules.json', '--format', 'junit');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--format: must be text or github, got "junit"');
  });
});

describe('annotation lines', () => {
  it('maps limiter ids to the JSON path of what they stand for', () => {
    const doc = { rules: [], degradeRules: [{}], guava: [{}] };
    expect(limiterPath('sentinel:3', doc)).toEqual(['rules', 3]);
    expect(limiterPath('guava:0', doc)).toEqual(['guava', 0]);
    expect(limiterPath('limiters:2', doc)).toEqual(['limiters', 2]);
    // the chain stands for every Sentinel rule: the first list that has one
    expect(limiterPath('chain:0', doc)).toEqual(['degradeRules']);
    expect(limiterPath('chain:0', {})).toEqual([]);
    expect(limiterPath('nonsense', doc)).toEqual([]);
  });

  it('finds the line by position, not by text: the same resource twice, a string that looks like a key', () => {
    const text = [
      '\uFEFF{',
      '  "name": "\\"rules\\": [",',
      '  "rules": [',
      '    { "resource": "a", "count": 1 },',
      '',
      '    { "resource": "a", "count": 1 }',
      '  ]',
      '}',
    ].join('\r\n');
    expect(lineOf(text, ['rules'])).toBe(3);
    expect(lineOf(text, ['rules', 1])).toBe(6);
    expect(lineOf(text, ['rules', 1, 'count'])).toBe(6);
    // a path the file does not have: its nearest parent
    expect(lineOf(text, ['rules', 7])).toBe(3);
    expect(lineOf('not json', ['rules'])).toBe(1);
  });

  it('escapes what comes from the file so it cannot end the command or forge another', () => {
    const line = errorCommand('rules/a,b:c.json', 4, 'flowlab: x', 'resource "pay\n::error file=x::forged" 100%');
    expect(line).toBe(
      '::error file=rules/a%2Cb%3Ac.json,line=4,title=flowlab%3A x::resource "pay%0A::error file=x::forged" 100%25',
    );
    expect(line.split('\n')).toHaveLength(1);
    expect(errorCommand('a.json', 1, 't', 'red \u001b[31mX\u0007')).toBe(
      '::error file=a.json,line=1,title=t::red \\u001b[31mX\\u0007',
    );
  });

  it('skips passing verdicts', () => {
    const clause = { text: 'passed > 1', limiter: null, metric: 'passed', op: '>', value: 1 } as const;
    const text = '{\n  "rules": [{ "resource": "r", "count": 1 }]\n}';
    const lines = expectationAnnotations('s.json', text, [
      { clause, limiter: 'sentinel:0', actual: 5, ok: true },
      { clause, limiter: 'sentinel:0', actual: 0.5, ok: false },
    ]);
    expect(lines).toEqual([
      '::error file=s.json,line=2,title=flowlab%3A expectation failed::sentinel:0 passed = 0.5; expected > 1 (--expect "passed > 1")',
    ]);
  });
});
