/**
 * The modules' choice controls (a select over an enum field): each declared choice is a real value of its
 * module's config schema (every option parses, from the default and from every other option, and lands at the
 * path; the fallback is the schema's default), every enum field a user would switch is declared, and the words
 * exist in both languages. Then a choice made through `withChoice` changes go-rate's run the way rate.go says.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceIndex, choiceValue, controlApplies, withChoice } from '../../../src/ui/limiters/choice-control';
import { configSchemaOf } from '../../../src/engine/limiters/limiters-schema';
import type { ChoiceControl } from '../../../src/ui/limiters/view';
import { allShownModules, shownModule, type ShownModule } from '../../../src/ui/limiters/views';
import { Outcome } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';
import { LIMITERS_ZH } from '../../../src/ui/limiters/views-zh';
import { replayScenario } from './other/scenario';
import { english } from '../../../src/ui/i18n/lang';
import { phraseText } from '../../../src/ui/i18n/phrase';
import type { Phrase } from '../../../src/engine/phrase';

/** A run's summary as the English page shows it. */
const labelText = (p: Phrase) => phraseText(english, p);

const withChoices = allShownModules().filter((m) => m.choiceControls.length > 0);

function schemaOf(m: ShownModule): z.ZodType {
  const schema = configSchemaOf(m);
  if (!schema) throw new Error(`${m.kind}: no config schema`);
  return schema;
}

function defaultOf(m: ShownModule): Record<string, unknown> {
  return schemaOf(m).parse({ type: m.config!.type }) as Record<string, unknown>;
}

function at(config: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], config);
}

const each = (f: (m: ShownModule, c: ChoiceControl) => void) => {
  for (const m of withChoices) for (const c of m.choiceControls) f(m, c);
};

describe('declared choices', () => {
  it('are declared by go-rate, bucket4j, resilience4j, nginx limit_req and Sentinel-Go', () => {
    const names = (kind: string) => shownModule(kind)!.choiceControls.map((c) => c.path.join('.'));
    expect(names('go-rate')).toEqual(['call']);
    expect(names('bucket4j')).toEqual(['call', 'bandwidths.0.refill']);
    expect(names('resilience4j')).toEqual(['call']);
    expect(names('nginx-limit-req')).toEqual(['nodelay', 'rateUnit']);
    expect(names('sentinel-go')).toEqual(['tokenCalculateStrategy', 'controlBehavior']);
  });

  it('have unique option values, and the fallback is the module default config’s value', () => {
    each((m, c) => {
      const values = c.options.map((o) => o.value);
      expect(new Set(values).size, `${m.kind}.${c.name}`).toBe(values.length);
      const def = defaultOf(m);
      expect(at(def, c.path), `${m.kind}.${c.name}`).toBe(c.fallback);
      expect(choiceValue(def, c)).toBe(c.fallback);
      expect(c.options[choiceIndex(def, c)].value).toBe(c.fallback);
    });
  });

  it('every option validates with the module’s schema, from the default and from every other option', () => {
    each((m, c) => {
      const schema = schemaOf(m);
      for (const from of [null, ...c.options]) {
        const start = from === null ? defaultOf(m) : withChoice(defaultOf(m), c, from);
        for (const o of c.options) {
          const next = withChoice(start, c, o);
          const parsed = schema.safeParse(next);
          const where = `${m.kind}.${c.name}: ${String(from?.value)} → ${String(o.value)}`;
          expect(parsed.success, `${where}: ${parsed.error?.message}`).toBe(true);
          expect(at(parsed.data, c.path), where).toBe(o.value);
          expect(choiceIndex(next, c), where).toBe(c.options.indexOf(o));
        }
      }
    });
  });

  it('an option keeps a sibling already set and removes one the schema refuses (Bucket4j aligned refills)', () => {
    const b4j = shownModule('bucket4j')!;
    const refill = b4j.choiceControls.find((c) => c.name === 'refill')!;
    const opt = (v: string) => refill.options.find((o) => o.value === v)!;
    const set = {
      capacity: 5,
      refill: 'intervallyAligned',
      refillTokens: 5,
      refillPeriodMs: 1000,
      timeOfFirstRefillMs: 7,
    };
    const base = { type: 'bucket4j', bandwidths: [set] };
    const adaptive = withChoice(base, refill, opt('intervallyAlignedWithAdaptiveInitialTokens'));
    expect(adaptive.bandwidths[0]).toEqual({ ...set, refill: 'intervallyAlignedWithAdaptiveInitialTokens' });
    const greedy = withChoice(base, refill, opt('greedy'));
    expect(greedy.bandwidths[0]).not.toHaveProperty('timeOfFirstRefillMs');
    // the input is not changed
    expect(base.bandwidths[0]).toBe(set);
    expect(set.refill).toBe('intervallyAligned');
  });

  it('every label and hint is in English (the descriptor) and 中文 (the module’s messages.zh.ts)', () => {
    each((m, c) => {
      const zh = LIMITERS_ZH[m.kind] ?? {};
      for (const key of [c.hint, ...c.options.flatMap((o) => [o.labelKey, o.hintKey])]) {
        expect(m.messages.en[key], `${m.kind} en ${key}`).toBeTruthy();
        expect(zh[key], `${m.kind} zh ${key}`).toBeTruthy();
      }
    });
  });
});

describe('sliders shown only with a choice (onlyWith)', () => {
  it('name one of the module’s own choices and values among its options', () => {
    for (const m of allShownModules())
      for (const c of m.controls.filter((x) => x.onlyWith)) {
        const choice = m.choiceControls.find((x) => x.path.join('.') === c.onlyWith!.path.join('.'));
        expect(choice, `${m.kind}.${c.name}`).toBeDefined();
        const values = choice!.options.map((o) => o.value);
        for (const v of c.onlyWith!.values) expect(values, `${m.kind}.${c.name}`).toContain(v);
      }
  });

  it('follow the choice, an absent field reading as its default (upstream: the field is read there alone)', () => {
    const only = (kind: string, name: string) => {
      const m = shownModule(kind)!;
      const c = m.controls.find((x) => x.name === name)!;
      return (config: unknown) => controlApplies(config, c, m.choiceControls);
    };
    const deadline = only('go-rate', 'waitTimeoutMs');
    expect([deadline({}), deadline({ call: 'ReserveN' }), deadline({ call: 'WaitN' })]).toEqual([false, false, true]);
    const maxWait = only('bucket4j', 'maxWait');
    expect([maxWait({}), maxWait({ call: 'blockingTryConsume' })]).toEqual([false, true]);
    const delay = only('nginx-limit-req', 'delay');
    expect([delay({}), delay({ nodelay: true })]).toEqual([true, false]);
    const queue = only('sentinel-go', 'MaxQueueingTimeMs');
    const warm = only('sentinel-go', 'WarmUpPeriodSec');
    expect([queue({}), queue({ controlBehavior: 1 }), warm({}), warm({ tokenCalculateStrategy: 1 })]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    // a slider without onlyWith always shows
    expect(only('go-rate', 'limit')({ call: 'AllowN' })).toBe(true);
  });
});

/** Unwraps defaults / optionals / nullables to the field's own type. */
function inner(t: z.ZodType): z.ZodType {
  let cur = t;
  while (cur instanceof z.ZodDefault || cur instanceof z.ZodOptional || cur instanceof z.ZodNullable)
    cur = cur.unwrap() as z.ZodType;
  return cur;
}

/** An enum, a boolean or a union of literals: a field a select would switch. */
function isEnumLike(t: z.ZodType): boolean {
  const f = inner(t);
  if (f instanceof z.ZodEnum || f instanceof z.ZodBoolean) return true;
  return f instanceof z.ZodUnion && f.options.every((o) => o instanceof z.ZodLiteral);
}

/**
 * Enum fields left to other inputs, each with its reason. Sentinel cluster: where the token server runs and how
 * the traffic is dealt have selects of their own in the cluster view (FaultEditor), and the local-only
 * baseline is a Compare variant.
 */
const ELSEWHERE: Readonly<Record<string, readonly string[]>> = {
  sentinelCluster: ['traffic', 'server', 'localOnly'],
};

describe('every switchable enum field of a limiters item is a choice (or has its input elsewhere)', () => {
  it('top-level enum, boolean and literal-union fields, and Bucket4j bandwidth 0’s refill', () => {
    for (const m of allShownModules()) {
      const type = m.config?.type;
      const schema = configSchemaOf(m);
      if (!(schema instanceof z.ZodObject)) continue;
      const declared = new Set(m.choiceControls.map((c) => c.path.join('.')));
      const shape = schema.shape as Record<string, z.ZodType>;
      for (const [field, t] of Object.entries(shape)) {
        if (field === 'type' || !isEnumLike(t)) continue;
        const ok = declared.has(field) || (ELSEWHERE[type!] ?? []).includes(field);
        expect(ok, `${m.kind}: ${field} is an enum field with no choice`).toBe(true);
      }
    }
    expect(shownModule('bucket4j')!.choiceControls.some((c) => c.path.join('.') === 'bandwidths.0.refill')).toBe(true);
  });
});

describe('a choice changes the run (go-rate, rate.go semantics)', () => {
  // 10 callers at once on NewLimiter(2, 3): 3 tokens in the bucket
  const times = Array.from({ length: 10 }, () => 0);
  const call = shownModule('go-rate')!.choiceControls[0];
  const run = (value: string) => {
    const item = withChoice(
      { type: 'goRate', limit: 2, burst: 3 },
      call,
      call.options.find((o) => o.value === value)!,
    );
    const lim = simulate(replayScenario(times, item, 8000)).limiters.find((l) => l.id === 'limiters:0')!;
    return { lim, count: (o: Outcome) => Array.from(lim.requests.outcome).filter((x) => x === o).length };
  };

  it('AllowN refuses what the bucket does not hold; ReserveN refuses none and makes the rest wait', () => {
    const allow = run('AllowN');
    expect(allow.count(Outcome.Blocked)).toBe(7);
    expect(allow.count(Outcome.Waited)).toBe(0);
    const reserve = run('ReserveN');
    expect(reserve.count(Outcome.Blocked)).toBe(0);
    expect(reserve.count(Outcome.Waited)).toBe(7);
    // the k-th caller past the burst owes k tokens: k / limit seconds
    const waits = Array.from(reserve.lim.requests.waitMs).filter((w) => w > 0);
    expect(waits).toEqual([1, 2, 3, 4, 5, 6, 7].map((k) => (k / 2) * 1000));
    expect(labelText(reserve.lim.label)).toContain('ReserveN');
  });
});
