/**
 * A chart's legend as the page shows it (ChartFrame's `.chart-keys`), read back as text and swatches for
 * the exported SVG: each `.key`'s first `<i>` or aria-hidden glyph is its swatch, in its computed colour; the
 * rest is its text (a picker's chosen option, not all of them).
 */
import type { LegendItem, Swatch } from './standalone';

const TRANSPARENT = new Set(['', 'transparent', 'rgba(0, 0, 0, 0)']);

function swatchOf(el: Element): Swatch | null {
  const cs = getComputedStyle(el);
  if (el.tagName !== 'I') return { kind: 'glyph', colour: cs.color, glyph: el.textContent ?? '' };
  if (el.classList.contains('ln')) {
    return { kind: 'line', colour: cs.borderTopColor, dotted: cs.borderTopStyle === 'dotted' };
  }
  if (el.classList.contains('dot')) return { kind: 'dot', colour: cs.backgroundColor };
  if (!TRANSPARENT.has(cs.backgroundColor)) return { kind: 'box', colour: cs.backgroundColor };
  // a patterned swatch (hatching, bands): its border colour stands for it
  return { kind: 'box', colour: TRANSPARENT.has(cs.borderTopColor) ? cs.color : cs.borderTopColor };
}

function textOf(node: Node, skip: Element | null): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node === skip) return '';
  if (node instanceof HTMLSelectElement) return node.selectedOptions[0]?.textContent ?? '';
  if (node.classList.contains('visually-hidden') || node.classList.contains('sr-only')) return '';
  if (getComputedStyle(node).display === 'none') return '';
  return Array.from(node.childNodes, (c) => textOf(c, skip)).join('');
}

/** The legend of the chart in `figure`, in reading order. */
export function legendOf(figure: Element): LegendItem[] {
  const keys = Array.from(figure.querySelectorAll('.chart-keys .key')).filter((k) => !k.parentElement?.closest('.key'));
  return keys
    .map((key) => {
      const mark = key.querySelector(':scope > i, :scope > [aria-hidden="true"]');
      const text = textOf(key, mark).replace(/\s+/g, ' ').trim();
      return { swatch: mark ? swatchOf(mark) : null, text };
    })
    .filter((k) => k.text !== '' || k.swatch !== null);
}
