/**
 * The shape every traffic source module exports: its JSON schema, how many requests it is
 * expected to produce (checked against the scenario's bound before anything is generated),
 * and the generator that appends its arrival times.
 */
import type { z } from 'zod';
import type { Rng } from '../../random';
import { issue, type Issue } from '../../scenario/issues';
import type { SourceContext, TimeBuffer } from '../common';

export interface SourceKind<S extends { type: string }> {
  readonly type: S['type'];
  readonly schema: z.ZodType<S, unknown>;
  /** Expected number of requests (exact for deterministic sources). */
  expectedCount(src: S, ctx: SourceContext): number;
  /** Append this source's arrival times (µs, sorted, in [0, ctx.durationUs)) to `out`. */
  arrivals(src: S, ctx: SourceContext, rng: Rng, out: TimeBuffer): void;
}

/** Cross-field check shared by windowed sources: `endMs` must come after `startMs`. */
export function windowIssues(src: { startMs: number; endMs: number | null }): Issue[] {
  if (src.endMs !== null && src.endMs <= src.startMs) {
    return [
      issue(
        ['endMs'],
        `must be greater than startMs ${src.startMs} (or null for the end of the run), got ${src.endMs}`,
      ),
    ];
  }
  return [];
}

/** Attach cross-field checks (returning issues relative to the object) to an object schema. */
export function withChecks<T extends z.ZodObject>(schema: T, check: (value: z.output<T>) => Issue[]): T {
  return schema.superRefine((value, ctx) => {
    for (const i of check(value as z.output<T>)) {
      ctx.addIssue({ code: 'custom', path: [...i.path] as PropertyKey[], message: i.detail, input: value });
    }
  }) as unknown as T;
}
