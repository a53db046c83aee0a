import { describe, expect, it } from 'vitest';
import { luaMax, luaMin, setexError, toIntegerReply } from '../../../src/engine/scg-redis/lua-redis';

describe('Lua and Redis number rules', () => {
  it('math.max / math.min keep the first argument unless the second is strictly beyond it', () => {
    expect(luaMax(0, -3)).toBe(0);
    expect(luaMax(0, NaN)).toBe(0);
    expect(luaMin(5, NaN)).toBe(5);
    expect(luaMin(5, 2)).toBe(2);
  });

  it('integer replies truncate toward zero; beyond the long long range they are its minimum', () => {
    expect(toIntegerReply(2.9)).toBe(2);
    expect(toIntegerReply(-2.9)).toBe(-2);
    expect(toIntegerReply(2 ** 60)).toBe((2n ** 60n).toString());
    expect(toIntegerReply(2 ** 63)).toBe('-9223372036854775808');
  });

  it('SETEX accepts ordinary TTLs and refuses an expiry that overflows', () => {
    expect(setexError(4, 1_700_000_000_000)).toBeNull();
    expect(setexError(9e15, 1_700_000_000_000)).toBeNull(); // 9e18 ms still fits a long long
    expect(setexError(9.3e15, 1_700_000_000_000)).not.toBeNull();
    expect(setexError(1e18, 0)).not.toBeNull();
  });
});
