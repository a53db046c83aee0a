import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayGuavaExact } from '../../conformance/replay-guava';
import type { Trace } from '../../conformance/trace';
import { traceDir } from '../../conformance/corpus';

// The recorded Guava traces are the specification (see the conformance README). This replays every
// one of them with NO tolerance: storedPermits and the derived constants must match Java to the bit.
const dir = traceDir('guava');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('Guava conformance traces, bit-exact', () => {
  it('finds the recorded traces', () => {
    expect(files.length).toBeGreaterThanOrEqual(13);
  });

  it.each(files)('%s', (file) => {
    const trace = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Trace;
    expect(trace.engine).toBe('guava');
    expect(replayGuavaExact(trace)).toEqual([]);
  });
});
