import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruCacheMap } from '../../../../src/engine/sentinel/param-flow/lru-cache';

describe('LruCacheMap (ConcurrentLinkedHashMap semantics, one thread)', () => {
  it('header example: putIfAbsent a, b, get a, putIfAbsent c evicts b', () => {
    const m = new LruCacheMap<number>(2);
    m.putIfAbsent('a', 1);
    m.putIfAbsent('b', 2);
    m.get('a');
    m.putIfAbsent('c', 3);
    expect([...m.keys()]).toEqual(['a', 'c']);
  });

  it('containsKey, getQuietly and remove do not reorder; put of a present key does', () => {
    const m = new LruCacheMap<number>(3);
    for (const k of ['a', 'b', 'c']) m.putIfAbsent(k, 0);
    m.containsKey('a');
    m.getQuietly('a');
    expect([...m.keys()]).toEqual(['a', 'b', 'c']);
    m.put('a', 9);
    expect([...m.keys()]).toEqual(['b', 'c', 'a']);
    expect(m.getQuietly('a')).toBe(9);
    m.remove('c');
    expect([...m.keys()]).toEqual(['b', 'a']);
  });

  it('rejects a non-positive capacity like the wrapper does', () => {
    expect(() => new LruCacheMap(0)).toThrow();
  });

  it('behaves like a reference access-ordered list, never above capacity', () => {
    const op = fc.record({
      kind: fc.constantFrom('putIfAbsent', 'get', 'put', 'remove'),
      key: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(op, { maxLength: 60 }), (cap, ops) => {
        const m = new LruCacheMap<number>(cap);
        let ref: string[] = []; // least recent first
        for (const { kind, key } of ops) {
          const k = String(key);
          const has = ref.includes(k);
          if (kind === 'remove') {
            m.remove(k);
            ref = ref.filter((x) => x !== k);
            continue;
          }
          if (kind === 'get') m.get(k);
          else if (kind === 'put') m.put(k, key);
          else m.putIfAbsent(k, key);
          if (has) ref = [...ref.filter((x) => x !== k), k];
          else if (kind !== 'get') {
            ref.push(k);
            while (ref.length > cap) ref.shift();
          }
          expect(m.size).toBeLessThanOrEqual(cap);
        }
        expect([...m.keys()]).toEqual(ref);
      }),
    );
  });
});
