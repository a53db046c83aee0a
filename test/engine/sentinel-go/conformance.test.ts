import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaySentinelGoFlow } from '../../conformance/replay-sentinel-go-flow';
import type { Trace } from '../../conformance/trace';
import { traceDir } from '../../conformance/corpus';

// The recorded sentinel-go-flow traces (conformance-next CONTRAST.md) are the specification: every row exactly.
const dir = traceDir('sentinel-go-flow');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('sentinel-go-flow conformance traces, exact', () => {
  it('finds the recorded traces', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s', (file) => {
    const trace = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Trace;
    expect(trace.engine).toBe('sentinel-go-flow');
    expect(replaySentinelGoFlow(trace)).toEqual([]);
  });
});
