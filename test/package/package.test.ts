/**
 * The package as a user gets it: build it (npm run build:lib), `npm pack` it, install the tarball into an empty
 * project, and use it from there — the `flowlab` command through npx, `import('flowlab')` through node, the
 * types through the repository's tsc, and every example of docs/api.md as a file of its own.
 *
 * The install reads zod from the npm registry (or npm's cache: --prefer-offline). Run with npm run test:package
 * (vitest.package.config.ts); npm test runs it as its `package` step.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');
const FIX = join(ROOT, 'test', 'cli', 'fixtures');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const MAX_PACKED_BYTES = 1.5 * 1024 * 1024;

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

let work = '';
let project = '';
let packed: Packed;

function run(cmd: string, args: string[], cwd = project) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const flowlab = (...args: string[]) => run('npx', ['--no-install', 'flowlab', ...args]);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'flowlab-package-'));
  execFileSync('npm', ['run', '-s', 'build:lib'], { cwd: ROOT, stdio: 'pipe' });
  // the build just ran: pack without running it again (prepack), and read npm's own account of the tarball
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  packed = (JSON.parse(out) as Packed[])[0];
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'try-flowlab', private: true, type: 'module' }));
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', join(work, packed.filename)],
    { cwd: project, stdio: 'pipe' },
  );
  for (const f of ['reject.json', 'two-rules.json', 'warm-up-poisson.json'])
    copyFileSync(join(FIX, f), join(project, f));
});

describe('the packed package', () => {
  it('is small and holds the compiled command and library, not the sources or the app', () => {
    const paths = packed.files.map((f) => f.path);
    console.log(
      `packed ${packed.filename}: ${packed.size} bytes (unpacked ${packed.unpackedSize}), ${paths.length} files`,
    );
    expect(packed.size).toBeLessThanOrEqual(MAX_PACKED_BYTES);
    for (const p of [
      'bin/flowlab.mjs',
      'bin/sweep-worker.mjs',
      'lib/cli.js',
      'lib/sweep-worker.js',
      'lib/index.js',
      'lib/scenario.schema.json',
      'docs/api.md',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).toContain('lib/types/api/index.d.ts');
    expect(paths.filter((p) => /^(src|test|e2e|conformance|public|dist)\//.test(p) || p.endsWith('.svelte'))).toEqual(
      [],
    );
  });

  it('installs with its runtime dependencies only: no tsx, Svelte, Monaco, d3 or Vite', () => {
    const modules = join(project, 'node_modules');
    expect(existsSync(join(modules, 'flowlab', 'lib', 'cli.js'))).toBe(true);
    expect(existsSync(join(modules, 'zod'))).toBe(true);
    for (const dev of ['tsx', 'svelte', 'monaco-editor', 'd3', 'vite', 'typescript']) {
      expect(existsSync(join(modules, dev)), dev).toBe(false);
    }
  });
});

describe('npx flowlab, from the installed package', () => {
  it('--help prints the usage of both commands', () => {
    const r = flowlab('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: flowlab simulate <scenario\.json> \[options\]$/m);
    expect(r.stdout).toMatch(/^ {7}flowlab schema$/m);
    expect(r.stdout).toContain('--format FORMAT');
  });

  it('simulate prints the summary and exits 0 when the expectation holds (25 QPS against count 20)', () => {
    const r = flowlab('simulate', 'reject.json', '--expect', 'passed == 200 and blockedRatio <= 0.2');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^count 20 under 25 QPS — 10000 ms, Sentinel 1\.8\.9$/m);
    expect(r.stdout).toMatch(/^chain:0 +ProcessorSlotChain +250 +200 +50 +0 +0\.2 /m);
    expect(r.stdout).toMatch(/^PASS {2}chain:0 passed = 200; expected == 200$/m);
  });

  it('simulate exits 1 on a failed expectation, with an annotation on the rule line under --format github', () => {
    const r = flowlab('simulate', 'two-rules.json', '--format', 'github', '--expect', 'sentinel:1.requests > 0');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      '::error file=two-rules.json,line=7,title=flowlab%3A expectation failed::sentinel:1 requests = 0; expected > 0',
    );
  });

  it('sweep runs its points on worker threads from the built package, with the same results as on one', () => {
    const grid = ['--param', 'rules[0].count=100:3000:100', '--param', 'coldFactor=2:3:1'];
    const one = flowlab('sweep', 'warm-up-poisson.json', ...grid, '--threads', '1', '--json', 'one.json');
    const three = flowlab('sweep', 'warm-up-poisson.json', ...grid, '--threads', '3', '--json', 'three.json');
    expect(three.stderr).toBe('');
    expect([one.status, three.status]).toEqual([0, 0]);
    expect(three.stdout).toBe(one.stdout);
    expect(readFileSync(join(project, 'three.json'), 'utf8')).toBe(readFileSync(join(project, 'one.json'), 'utf8'));
    expect(JSON.parse(readFileSync(join(project, 'one.json'), 'utf8')).points).toHaveLength(60);
  });

  it('schema prints the schema the package ships', () => {
    const r = flowlab('schema');
    expect(r.status).toBe(0);
    const shipped = readFileSync(join(project, 'node_modules', 'flowlab', 'lib', 'scenario.schema.json'), 'utf8');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(shipped));
    expect(JSON.parse(r.stdout).properties.rules.items).toBeDefined();
  });
});

describe("import('flowlab'), from the installed package", () => {
  it('finds simulate, explainRequest and parseScenario', () => {
    const script = `import('flowlab').then((m) => console.log(['simulate', 'explainRequest', 'parseScenario'].map((k) => k + ':' + typeof m[k]).join(' ')))`;
    const r = run(process.execPath, ['-e', script]);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('simulate:function explainRequest:function parseScenario:function');
  });

  it('offers nothing beyond its exports map', () => {
    const r = run(process.execPath, ['-e', "import('flowlab/lib/engine.js').then(() => console.log('reached'))"]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it.each(['nodenext', 'bundler'])('has types: a .ts file type-checks against it (moduleResolution %s)', (mode) => {
    const dir = join(project, `types-${mode}`);
    mkdirSync(dir, { recursive: true });
    const good = [
      "import { parseScenario, simulate, type SimResult } from 'flowlab';",
      "const parsed = parseScenario({ version: 1, rules: [{ resource: 'a', count: 1 }] });",
      'if (parsed.ok) {',
      '  const result: SimResult = simulate(parsed.value);',
      '  const passed: number = result.limiters[0].summary.passed;',
      '  console.log(passed, parsed.value.rules[0].count.toFixed(1));',
      '}',
    ].join('\n');
    // the same use with a type error: it must fail, or the types are `any` (an import the declarations could
    // not resolve makes its types `any` without a word, so only a failing use proves they are there)
    const bad = good.replace('const passed: number', 'const passed: string');
    writeFileSync(join(dir, 'good.ts'), good);
    writeFileSync(join(dir, 'bad.ts'), bad);
    const module = mode === 'nodenext' ? 'nodenext' : 'esnext';
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', module];
    const types = ['--moduleResolution', mode, '--types', 'node', '--typeRoots', join(ROOT, 'node_modules', '@types')];
    const r = run(process.execPath, [TSC, ...flags, ...types, 'good.ts', 'bad.ts'], dir);
    expect(r.status).not.toBe(0);
    const errors = r.stdout.split('\n').filter((l) => /error TS/.test(l));
    expect(errors).toEqual([
      expect.stringMatching(/^bad\.ts\(5,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/),
    ]);
  });
});

describe('docs/api.md', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');
  const examples = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);

  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it.each(examples.map((code, i) => [i + 1, code]))('example %i runs against the installed package', (i, code) => {
    const file = join(project, `api-example-${i}.mjs`);
    writeFileSync(file, code as string);
    const r = run(process.execPath, [file]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('docs/ci.md', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8');
  const workflow = parseYaml(/```yaml\n([\s\S]*?)```/.exec(doc)![1]) as {
    on: Record<string, { paths: string[] }>;
    jobs: { simulate: { steps: { name?: string; run?: string }[] } };
  };

  it('runs on every change to a rules file', () => {
    expect(workflow.on.push.paths).toContain('rules/**');
    expect(workflow.on.pull_request.paths).toContain('rules/**');
  });

  it("'Simulate the rules' works as written: every scenario, its .expect lines, an annotation per failure", () => {
    const step = workflow.jobs.simulate.steps.find((s) => s.name === 'Simulate the rules')!;
    const rules = join(project, 'rules');
    mkdirSync(rules, { recursive: true });
    copyFileSync(join(FIX, 'two-rules.json'), join(rules, 'orders.scenario.json'));
    // the last line has no newline, as an editor may leave it; the blank line is skipped
    writeFileSync(join(rules, 'orders.expect'), 'passed == 200\n\nsentinel:1.requests > 0');
    copyFileSync(join(FIX, 'reject.json'), join(rules, 'pay.scenario.json'));
    writeFileSync(join(rules, 'pay.expect'), 'blockedRatio <= 0.2\n');
    const r = run('bash', ['-euo', 'pipefail', '-c', step.run!]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^PASS {2}chain:0 passed = 200; expected == 200$/m);
    expect(r.stdout).toMatch(/^PASS {2}chain:0 blockedRatio = 0\.2; expected <= 0\.2$/m);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([
      expect.stringMatching(
        /^::error file=rules\/orders\.scenario\.json,line=7,.*::sentinel:1 requests = 0; expected > 0/,
      ),
    ]);
    const summary = JSON.parse(readFileSync(join(rules, 'pay.summary.json'), 'utf8'));
    expect(summary.ok).toBe(true);
  });
});
