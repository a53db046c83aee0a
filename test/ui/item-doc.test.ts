/**
 * The rule editor's limiter tab (src/ui/editor/item-doc.ts): its text is the object at the selection's path,
 * an edit of it is that object, the scenario's issues land inside it at their field, and its kept text comes
 * back only for the item it was typed for.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, limiterItemJsonSchema, parseScenario, type Scenario } from '../../src/engine/scenario';
import { decodeEditorTexts, encodeEditorTexts } from '../../src/ui/editor/editor-texts';
import {
  docPath,
  issuesIn,
  itemAt,
  itemPathOf,
  itemTabLabel,
  itemType,
  pathInDoc,
  renderItem,
  sameItem,
} from '../../src/ui/editor/item-doc';
import { DOC_KEYS, RULE_KINDS, type RuleKind } from '../../src/ui/editor/rule-tabs';
import { translator } from '../../src/ui/i18n/lang';
import { locateJson } from '../../src/share/json-locate';
import { applyChoice, currentChoice } from '../../src/ui/lib/limiter-choice';
import { getIn, setIn } from '../../src/ui/lib/paths';
import { planLoad } from '../../src/ui/state/load-plan';

const bursty = () => applyChoice(defaultScenario(), 'guava-bursty');
const bucket = () => applyChoice(defaultScenario(), 'bucket4j');
const noTexts = Object.fromEntries(RULE_KINDS.map((k) => [k, ''])) as Record<RuleKind, string>;

/** The text read back as the page does, applied at the path, and validated by the scenario's schema. */
function edit(s: Scenario, text: string) {
  const path = itemPathOf(s)!;
  const read = locateJson(text);
  if (!read.ok) throw new Error('not JSON');
  const parsed = parseScenario(setIn(s, path, read.value));
  return { path, read, parsed };
}

describe('the limiter tab’s document', () => {
  it('exists only while a Guava or `limiters` item is on screen, at its path', () => {
    expect(itemPathOf(defaultScenario())).toBeNull();
    expect(itemPathOf(applyChoice(defaultScenario(), 'sentinel-chain'))).toBeNull();
    expect(itemPathOf(bursty())).toEqual(['guava', 0]);
    const b = bucket();
    const path = itemPathOf(b)!;
    expect(path[0]).toBe('limiters');
    expect((b.limiters ?? [])[path[1]]).toMatchObject({ type: 'bucket4j' });
    expect(itemAt(['limiters', 2])).toBe('limiters[2]');
    expect(sameItem(['guava', 0], ['guava', 0])).toBe(true);
    expect(sameItem(['guava', 0], ['limiters', 0])).toBe(false);
    expect(sameItem(null, ['guava', 0])).toBe(false);
    // the tab comes first; a rule tab's document is its array
    expect(DOC_KEYS[0]).toBe('item');
    expect(docPath('item', null)).toBeNull();
    expect(docPath('item', ['guava', 0])).toEqual(['guava', 0]);
    expect(docPath('degradeRules', ['guava', 0])).toEqual(['degradeRules']);
  });

  it('its text is exactly the object at that path, pretty-printed, and reads back to it', () => {
    for (const s of [bursty(), bucket()]) {
      const path = itemPathOf(s)!;
      const text = renderItem(s, path);
      const item = path[0] === 'guava' ? s.guava[path[1]] : (s.limiters ?? [])[path[1]];
      expect(JSON.parse(text)).toEqual(item);
      expect(text.split('\n').length).toBeGreaterThan(3);
      expect(text.startsWith('{\n  "type": ')).toBe(true);
      expect(itemType(s, path)).toBe((item as { type: string }).type);
    }
    expect(renderItem(bursty(), null)).toBe('');
  });

  it('a valid edit is the new item; the scenario accepts it', () => {
    const s = bursty();
    const text = renderItem(s, ['guava', 0]).replace(/"permitsPerSecond": [\d.]+/, '"permitsPerSecond": 35');
    const { path, parsed } = edit(s, text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(getIn(parsed.value, [...path, 'permitsPerSecond'])).toBe(35);
  });

  it('an invalid value: the issue is inside the document, named by its field, placed on its value', () => {
    const s = bursty();
    const text = renderItem(s, ['guava', 0]).replace(/"permitsPerSecond": [\d.]+/, '"permitsPerSecond": -5');
    const { path, read, parsed } = edit(s, text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok || !read.ok) return;
    const mine = issuesIn(parsed.issues, path);
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toMatch(/^guava\[0\]\.permitsPerSecond: /);
    expect(pathInDoc(mine[0], path)).toEqual(['permitsPerSecond']);
    const range = read.rangeOf(pathInDoc(mine[0], path));
    expect(text.slice(range.start, range.end)).toBe('-5');
    // the rule tabs' documents hold none of it
    expect(issuesIn(parsed.issues, ['rules'])).toEqual([]);
  });

  it('a nested field of a `limiters` item (a Bucket4j bandwidth) is placed on its value too', () => {
    const s = bucket();
    const text = renderItem(s, itemPathOf(s)).replace(/"capacity": \d+/, '"capacity": 0');
    const { path, read, parsed } = edit(s, text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok || !read.ok) return;
    const mine = issuesIn(parsed.issues, path);
    expect(mine.map((i) => pathInDoc(i, path))).toContainEqual(['bandwidths', 0, 'capacity']);
    const hit = mine.find((i) => pathInDoc(i, path).at(-1) === 'capacity')!;
    expect(hit.message).toContain('capacity');
    const range = read.rangeOf(pathInDoc(hit, path));
    expect(text.slice(range.start, range.end)).toBe('0');
    expect(text.slice(0, range.start)).toMatch(/"capacity": $/);
  });

  it('is named for the limiter, in both languages', () => {
    const en = translator('en');
    const zh = translator('zh');
    const b = bucket();
    expect(itemTabLabel(en, ['guava', 0], 'bursty', 'guava-bursty')).toBe('Guava SmoothBursty');
    expect(itemTabLabel(en, itemPathOf(b)!, itemType(b, itemPathOf(b)), currentChoice(b))).toBe('Bucket4j');
    expect(itemTabLabel(zh, ['limiters', 0], 'textbookFixedWindow', 'textbook-fixed-window')).toBe('固定窗口');
    // a type without words of its own: the picker's name for the limiter
    expect(itemTabLabel(en, ['limiters', 0], 'someoneElses', 'go-rate')).toContain('golang.org/x/time/rate');
  });

  it('its JSON Schema is its type’s (Monaco’s diagnostics), the list’s union for an unknown type', () => {
    const b = limiterItemJsonSchema('guava', 'bursty') as { properties: Record<string, unknown> };
    expect(Object.keys(b.properties)).toEqual(['type', 'permitsPerSecond', 'maxBurstSeconds', 'tryAcquireTimeoutMs']);
    const k = limiterItemJsonSchema('limiters', 'bucket4j') as { properties: Record<string, unknown> };
    expect(Object.keys(k.properties)).toContain('bandwidths');
    const any = JSON.stringify(limiterItemJsonSchema('guava', null));
    expect(any).toContain('"warmingUp"');
    expect(any).toContain('"bursty"');
  });
});

describe('the limiter tab’s kept text', () => {
  it('round-trips with the item it was typed for; a malformed one is dropped', () => {
    const item = { path: ['guava', 0] as const, text: '{"type": "bursty", "permitsPerSecond": ' };
    expect(decodeEditorTexts(encodeEditorTexts(noTexts, item))).toEqual({ ...noTexts, item });
    expect(decodeEditorTexts(encodeEditorTexts(noTexts))).toEqual(noTexts);
    const bad = JSON.parse(encodeEditorTexts(noTexts, item)) as Record<string, unknown>;
    for (const broken of [{ family: 'rules', index: 0, text: 'x' }, { family: 'guava', index: -1, text: 'x' }, 'x']) {
      expect(decodeEditorTexts(JSON.stringify({ ...bad, item: broken })).item).toBeUndefined();
    }
  });

  it('comes back on load for that item: not JSON kept with its problem, JSON applied to the draft', () => {
    const s = bursty();
    const broken = '{"type": "bursty", "permitsPerSecond": 35,';
    const kept = planLoad(s, encodeEditorTexts(noTexts, { path: ['guava', 0], text: broken }));
    expect(kept.texts.item).toBe(broken);
    expect(kept.syntax.item).not.toBeNull();
    expect(kept.draft.guava).toEqual(s.guava);

    const typed = '{"type": "bursty", "permitsPerSecond": -5}';
    const applied = planLoad(s, encodeEditorTexts(noTexts, { path: ['guava', 0], text: typed }));
    expect(applied.texts.item).toBe(typed);
    expect(applied.syntax.item).toBeNull();
    expect(getIn(applied.draft, ['guava', 0, 'permitsPerSecond'])).toBe(-5);
  });

  it('is not shown for another item, nor with a Sentinel rule on screen', () => {
    const s = bursty();
    const other = planLoad(s, encodeEditorTexts(noTexts, { path: ['limiters', 0], text: '{"type": "x"' }));
    expect(other.texts.item).toBe(renderItem(s, ['guava', 0]));
    expect(other.syntax.item).toBeNull();
    const sentinel = planLoad(defaultScenario(), encodeEditorTexts(noTexts, { path: ['guava', 0], text: '{' }));
    expect(sentinel.texts.item).toBe('');
    expect(sentinel.syntax.item).toBeNull();
  });
});
