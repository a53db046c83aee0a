import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JavaHashOrder,
  doubleHashCode,
  floatHashCode,
  longHashCode,
  stringHashCode,
} from '../../../../src/engine/sentinel/param-flow/java-hash';
import {
  javaClassName,
  javaHashCode,
  keyOf,
  type JavaValue,
} from '../../../../src/engine/sentinel/param-flow/java-value';

// Expected hash codes and iteration orders below were printed by a JDK 17 jshell (not by the engine).
describe('Java hashCode', () => {
  it('matches the JDK for String, Long, Double, Float and ArrayList', () => {
    expect(stringHashCode('vip')).toBe(116765);
    expect(longHashCode(-5)).toBe(4);
    expect(longHashCode(2 ** 40 + 7)).toBe(263);
    expect(doubleHashCode(2.0)).toBe(1073741824);
    expect(doubleHashCode(0.1)).toBe(-1507852285);
    expect(doubleHashCode(NaN)).toBe(2146959360);
    expect(doubleHashCode(-0)).toBe(-2147483648);
    expect(floatHashCode(1.5)).toBe(1069547520);
    expect(javaHashCode({ list: ['a', null, { int: 7 }] })).toBe(123015);
  });
});

describe('HashSet / HashMap iteration order', () => {
  it('a default HashSet of 20 strings iterates like the JDK (including one resize)', () => {
    const set = new JavaHashOrder<string>();
    for (let i = 0; i < 20; i++) {
      const s = 'k' + ((i * 7919) % 23);
      set.add(s, stringHashCode(s), s);
    }
    expect(set.items()).toEqual('k0 k1 k3 k20 k4 k5 k22 k11 k21 k10 k6 k7 k13 k12 k8 k15 k14 k17 k19 k18'.split(' '));
  });

  it('new HashMap<>(5) with the hot items of pf-qps-hot-items iterates 8L, "9", "vip", 7', () => {
    const m = new JavaHashOrder<string>(5);
    const items: JavaValue[] = ['vip', { int: 7 }, { long: 8 }, '9'];
    for (const v of items) m.put(keyOf(v), javaHashCode(v), keyOf(v));
    expect(m.items()).toEqual([keyOf({ long: 8 }), keyOf('9'), keyOf('vip'), keyOf({ int: 7 })]);
  });

  it('add keeps the first of two equal elements', () => {
    const set = new JavaHashOrder<string>();
    expect(set.add('x', 1, 'first')).toBe(true);
    expect(set.add('x', 1, 'second')).toBe(false);
    expect(set.items()).toEqual(['first']);
  });
});

describe('Java equals on typed values (keyOf)', () => {
  it('Integer 7, Long 7 and "7" are three different keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (n) => {
        const keys = new Set([keyOf({ int: n }), keyOf({ long: n }), keyOf(String(n))]);
        expect(keys.size).toBe(3);
        expect(keyOf({ int: n })).toBe(keyOf({ int: n }));
      }),
    );
  });

  it('equal keys exactly for equal (type, value) pairs', () => {
    const scalar = fc.oneof(
      fc.string().map((s): JavaValue => s),
      fc.integer({ min: -50, max: 50 }).map((n): JavaValue => ({ int: n })),
      fc.integer({ min: -50, max: 50 }).map((n): JavaValue => ({ long: n })),
    );
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        const sameJava = javaClassName(a) === javaClassName(b) && JSON.stringify(a) === JSON.stringify(b);
        expect(keyOf(a) === keyOf(b)).toBe(sameJava);
      }),
    );
  });

  it('lists compare by content, arrays by identity', () => {
    expect(keyOf({ list: ['a', null] })).toBe(keyOf({ list: ['a', null] }));
    expect(keyOf({ list: ['a', null] })).not.toBe(keyOf({ list: [null, 'a'] }));
    const arr = { array: ['a'] };
    expect(keyOf(arr)).toBe(keyOf(arr));
    expect(keyOf(arr)).not.toBe(keyOf({ array: ['a'] }));
  });

  it('doubles compare bit patterns: NaN equals NaN, 0.0 is not -0.0', () => {
    expect(keyOf({ double: NaN })).toBe(keyOf({ double: NaN }));
    expect(keyOf({ double: 0 })).not.toBe(keyOf({ double: -0 }));
  });
});
