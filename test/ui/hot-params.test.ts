import { describe, expect, it } from 'vitest';
import { trafficSourceSchema } from '../../src/engine/traffic';
import { DEFAULT_HOT_PARAM, hotParamDistribution, hotParamOf, withHotParam } from '../../src/ui/lib/hot-params';
import { keepIdentity } from '../../src/ui/lib/scenario-edit';

const base = trafficSourceSchema.parse({ type: 'constant', qps: 10 });

describe('Hot parameters control: edits of params[0]', () => {
  it('zipf: the fields become a distribution the schema accepts, and read back', () => {
    const r = hotParamDistribution({ ...DEFAULT_HOT_PARAM, kind: 'zipf', keys: 50, exponent: 1.3, javaType: 'long' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const src = trafficSourceSchema.parse(withHotParam(base, r.dist));
    expect(src.params).toEqual([{ type: 'zipf', keys: 50, exponent: 1.3, javaType: 'long', first: 1, prefix: '' }]);
    expect(hotParamOf(src)).toMatchObject({ kind: 'zipf', keys: 50, exponent: 1.3, javaType: 'long' });
  });

  it('weighted text: value:weight, weight 1 when left out, typed by the Java type', () => {
    const r = hotParamDistribution({ ...DEFAULT_HOT_PARAM, kind: 'weighted', javaType: 'int', text: '7:3, 8' });
    expect(r).toEqual({
      ok: true,
      dist: {
        type: 'weighted',
        values: [
          { value: { int: 7 }, weight: 3 },
          { value: { int: 8 }, weight: 1 },
        ],
      },
    });
    if (!r.ok) return;
    expect(hotParamOf(withHotParam(base, r.dist))).toMatchObject({
      kind: 'weighted',
      javaType: 'int',
      text: '7:3, 8:1',
    });
  });

  it('replay text and unreadable input', () => {
    expect(hotParamDistribution({ ...DEFAULT_HOT_PARAM, kind: 'replay', text: 'a, b' })).toEqual({
      ok: true,
      dist: { type: 'replay', values: ['a', 'b'] },
    });
    expect(hotParamDistribution({ ...DEFAULT_HOT_PARAM, kind: 'replay', javaType: 'long', text: '1, x' })).toEqual({
      ok: false,
      bad: 'x',
    });
    expect(hotParamDistribution({ ...DEFAULT_HOT_PARAM, kind: 'weighted', text: 'a:-1' })).toEqual({
      ok: false,
      bad: 'a:-1',
    });
    expect(hotParamDistribution({ ...DEFAULT_HOT_PARAM, kind: 'weighted', text: ' , ' })).toEqual({
      ok: false,
      bad: '',
    });
  });

  it('none removes params (no key), or leaves a null argument 0 when later positions exist', () => {
    const two = withHotParam(
      {
        ...base,
        params: [
          { type: 'fixed', value: 'a' },
          { type: 'fixed', value: 'b' },
        ],
      },
      null,
    );
    expect(two.params).toEqual([
      { type: 'fixed', value: null },
      { type: 'fixed', value: 'b' },
    ]);
    const one = withHotParam({ ...base, params: [{ type: 'fixed', value: 'a' }] }, null);
    expect(one).not.toHaveProperty('params');
    expect(hotParamOf(one).kind).toBe('none');
  });

  it('a rebuilt preset keeps the sources’ arguments and gateway attributes', () => {
    const prev = [{ ...base, params: [{ type: 'fixed' as const, value: 'a' }], gateway: null }];
    expect(keepIdentity([base], prev)[0]).toMatchObject({ params: [{ type: 'fixed', value: 'a' }], gateway: null });
    expect(keepIdentity([base], [base])[0]).not.toHaveProperty('params');
  });

  it('reads anything without throwing', () => {
    for (const params of [null, 5, [null], [{ type: 'weighted' }], [{ type: 'replay', values: [{}] }]]) {
      expect(() => hotParamOf({ ...base, params } as never)).not.toThrow();
    }
  });
});
