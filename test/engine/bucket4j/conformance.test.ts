import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayBucket4j } from '../../conformance/replay-bucket4j';
import type { Trace } from '../../conformance/trace';
import { traceDir } from '../../conformance/corpus';

// The recorded bucket4j traces (conformance-next CONTRAST.md) are the specification: every row exactly.
const dir = traceDir('bucket4j');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('bucket4j conformance traces, exact', () => {
  it('finds the recorded traces', () => {
    expect(files.length).toBeGreaterThanOrEqual(11);
  });

  it.each(files)('%s', (file) => {
    const trace = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Trace;
    expect(trace.engine).toBe('bucket4j');
    expect(replayBucket4j(trace)).toEqual([]);
  });
});
