import { describe, expect, it } from 'vitest';
import { parseHotItems, parseItemValue } from '../../../../src/engine/sentinel/param-flow/hot-items';
import { keyOf } from '../../../../src/engine/sentinel/param-flow/java-value';

describe('ParamFlowRuleUtil.parseItemValue', () => {
  it.each([
    ['7', 'int', { int: 7 }],
    ['-7', 'java.lang.Integer', { int: -7 }],
    ['+7', 'int', { int: 7 }],
    ['7', 'long', { long: 7 }],
    ['7', 'java.lang.Long', { long: 7 }],
    ['TRUE', 'boolean', { boolean: true }],
    ['yes', 'java.lang.Boolean', { boolean: false }],
    ['2.5', 'double', { double: 2.5 }],
    [' 3d ', 'java.lang.Double', { double: 3 }],
    ['1.5', 'float', { float: 1.5 }],
    ['-128', 'byte', { byte: -128 }],
    ['300', 'short', { short: 300 }],
    ['xy', 'char', { char: 'x' }],
    ['', 'char', null],
    ['x', 'java.lang.Character', 'x'], // Sentinel only knows the primitive name for char
    ['7', '', '7'],
    ['7', null, '7'],
    ['7', 'java.lang.String', '7'],
    ['7', 'com.example.Id', '7'],
  ] as const)('%j as %j → %j', (object, classType, expected) => {
    expect(parseItemValue(object, classType)).toEqual(expected);
  });

  it.each([
    ['2147483648', 'int'],
    ['7.0', 'int'],
    ['', 'long'],
    ['128', 'byte'],
    ['abc', 'double'],
  ])('%j as %s does not parse (NumberFormatException)', (object, classType) => {
    expect(() => parseItemValue(object, classType)).toThrow();
  });
});

describe('ParamFlowRuleUtil.parseHotItems', () => {
  it('header example (pf-qps-hot-items): typed values, the negative count dropped, HashMap order', () => {
    const items = parseHotItems([
      { object: 'vip', count: 10, classType: 'java.lang.String' },
      { object: '7', count: 1, classType: 'int' },
      { object: '8', count: 0, classType: 'long' },
      { object: '9', count: 5 },
      { object: '10', count: -1, classType: 'int' },
    ]);
    expect(items.list()).toEqual([
      { value: { long: 8 }, count: 0 },
      { value: '9', count: 5 },
      { value: 'vip', count: 10 },
      { value: { int: 7 }, count: 1 },
    ]);
    expect(items.countOf(keyOf({ int: 7 }))).toBe(1);
    expect(items.countOf(keyOf({ long: 7 }))).toBeUndefined();
    expect(items.countOf(keyOf('7'))).toBeUndefined();
  });

  it('drops unparsable objects, null objects and null counts; a later equal value replaces the count', () => {
    const items = parseHotItems([
      { object: 'x', count: 1, classType: 'int' },
      { object: null, count: 1 },
      { object: 'a', count: null },
      { object: 'a', count: 2 },
      { object: 'a', count: 3 },
    ]);
    expect(items.list()).toEqual([{ value: 'a', count: 3 }]);
  });
});
