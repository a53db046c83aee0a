/**
 * The exported chart's own title, legend, rule line and link (src/ui/export/standalone.ts): markup that
 * parses as XML, text escaped, rows that fit the width, long text shortened to fit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitText,
  frameMarkup,
  legendMarkup,
  xmlText,
  type LegendItem,
  type StandaloneParts,
} from '../../src/ui/export/standalone';

/** A monospace measurer: 0.6 em per character. */
const measure = (text: string, px: number) => text.length * px * 0.6;
const colours = { fg: '#111', muted: '#666', accent: '#05c' };

const parts = (over: Partial<StandaloneParts> = {}): StandaloneParts => ({
  title: 'Passed and blocked QPS',
  legend: [
    { swatch: { kind: 'box', colour: 'rgb(0, 114, 178)' }, text: 'passed' },
    { swatch: { kind: 'line', colour: 'rgb(0, 158, 115)', dotted: false }, text: 'limit' },
    { swatch: { kind: 'glyph', colour: 'rgb(213, 94, 0)', glyph: '×' }, text: 'blocked 310' },
  ],
  rule: 'WarmUpController · Rule 0 (demo): QPS, count 20, WARM_UP: warm-up 10 s, coldFactor 3',
  linkText: 'Made with Flowlab · https://example.test/',
  href: 'https://example.test/#s=1.abc&x=<y>',
  ...over,
});

/** Every text element's x and the width its text takes, from the markup (regex: no DOM in node). */
function texts(markup: string): { x: number; text: string }[] {
  return Array.from(markup.matchAll(/<text[^>]*x="([\d.]+)"[^>]*>([^<]*)<\/text>/g), (m) => ({
    x: Number(m[1]),
    text: m[2]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  }));
}

describe('xmlText', () => {
  it('escapes markup characters and drops control characters', () => {
    expect(xmlText('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
  it('never leaves a markup character (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = xmlText(s);
        expect(out).not.toMatch(/[<>"]|&(?!amp;|lt;|gt;|quot;)/);
      }),
    );
  });
});

describe('fitText', () => {
  it('keeps text that fits and shortens text that does not, with an ellipsis, within the width', () => {
    expect(fitText('count 20', 200, 11, measure)).toBe('count 20');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.integer({ min: 20, max: 600 }), (s, width) => {
        const out = fitText(s, width, 11, measure);
        if (measure(s, 11) <= width) expect(out).toBe(s);
        else {
          expect(out.endsWith('…')).toBe(true);
          expect(measure(out, 11)).toBeLessThanOrEqual(Math.max(width, measure('…', 11)));
        }
      }),
    );
  });
});

describe('legendMarkup', () => {
  it('wraps the keys into rows that fit the width, in their order', () => {
    const items: LegendItem[] = Array.from({ length: 12 }, (_, i) => ({
      swatch: { kind: 'box', colour: '#000' },
      text: `series number ${i}`,
    }));
    const { markup, rows } = legendMarkup(items, 300, 0, measure, colours);
    expect(rows).toBeGreaterThan(1);
    const drawn = texts(markup);
    expect(drawn.map((d) => d.text)).toEqual(items.map((i) => i.text));
    for (const d of drawn) expect(d.x + measure(d.text, 11)).toBeLessThanOrEqual(300);
  });
  it('draws nothing for no keys', () => {
    expect(legendMarkup([], 300, 0, measure, colours).rows).toBe(0);
  });
});

describe('frameMarkup', () => {
  it('holds the title, every legend key, the rule in one line and the link, escaped', () => {
    const f = frameMarkup(parts(), 900, measure, colours);
    const header = texts(f.header).map((x) => x.text);
    expect(header[0]).toBe('Passed and blocked QPS');
    expect(header).toEqual(expect.arrayContaining(['passed', 'limit', 'blocked 310', '×']));
    const footer = texts(f.footer).map((x) => x.text);
    expect(footer).toEqual([parts().rule, parts().linkText]);
    expect(f.footer).toContain('href="https://example.test/#s=1.abc&amp;x=&lt;y&gt;"');
    expect(f.headerHeight).toBeGreaterThan(20);
    expect(f.footerHeight).toBeGreaterThan(20);
  });
  it('a narrow chart: the rule stays one line, shortened, and the header grows by legend rows', () => {
    const wide = frameMarkup(parts(), 900, measure, colours);
    const narrow = frameMarkup(parts(), 200, measure, colours);
    const rule = texts(narrow.footer)[0];
    expect(rule.text.endsWith('…')).toBe(true);
    expect(rule.x + measure(rule.text, 11)).toBeLessThanOrEqual(200);
    expect(narrow.headerHeight).toBeGreaterThan(wide.headerHeight);
  });
});
