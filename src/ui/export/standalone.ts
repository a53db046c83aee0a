/**
 * What makes an exported chart stand alone: above the drawing its title and legend, under it the rule in one
 * line and a link back to Flowlab. On the page these live in HTML around the <svg> (the figure's caption), so
 * the export redraws them as SVG text. This module lays them out (pure: the caller passes a text measurer);
 * legend.ts reads the legend from the page.
 */

export type Swatch =
  | { kind: 'box'; colour: string }
  | { kind: 'line'; colour: string; dotted: boolean }
  | { kind: 'dot'; colour: string }
  | { kind: 'glyph'; colour: string; glyph: string };

export interface LegendItem {
  swatch: Swatch | null;
  text: string;
}

export interface StandaloneParts {
  title: string;
  legend: readonly LegendItem[];
  /** the rule in one line, e.g. `WarmUpController · Rule 0 (demo): QPS, count 20, …` */
  rule: string;
  /** what the link says, and where it goes (the scenario's own link) */
  linkText: string;
  href: string;
}

export interface FrameColours {
  fg: string;
  muted: string;
  accent: string;
}

/** Width in px of `text` at `px` font size. */
export type Measure = (text: string, px: number) => number;

export interface FrameMarkup {
  header: string;
  headerHeight: number;
  /** drawn at y = headerHeight + the chart's height */
  footer: string;
  footerHeight: number;
}

const PAD = 8;
const TITLE_PX = 14;
const TEXT_PX = 11;
const ROW = 17;
const SWATCH = 16;
const GAP = 14;

/** Text for SVG markup: no markup characters, no control characters. */
export function xmlText(s: string): string {
  // XML 1.0 has no place for C0 controls other than tab and line breaks
  const clean = Array.from(s)
    .filter((ch) => {
      const c = ch.charCodeAt(0);
      return c >= 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
    })
    .join('');
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A CSS colour for a style attribute: only what colours are made of. */
function colour(c: string): string {
  return c.replace(/[^#\w(),.% -]/g, '');
}

/** `text`, shortened with … until it fits `width`. */
export function fitText(text: string, width: number, px: number, measure: Measure): string {
  if (measure(text, px) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${text.slice(0, mid)}…`, px) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

function swatchMarkup(s: Swatch, x: number, y: number): string {
  const c = colour(s.colour);
  const mid = y - 4;
  switch (s.kind) {
    case 'box':
      return `<rect x="${x}" y="${mid - 5}" width="10" height="10" rx="2" style="fill:${c}"/>`;
    case 'line':
      return (
        `<line x1="${x}" x2="${x + 13}" y1="${mid}" y2="${mid}" ` +
        `style="stroke:${c};stroke-width:2px${s.dotted ? ';stroke-dasharray:2 2' : ''}"/>`
      );
    case 'dot':
      return `<circle cx="${x + 5}" cy="${mid}" r="4.5" style="fill:${c}"/>`;
    case 'glyph':
      return `<text x="${x}" y="${y}" style="fill:${c};font-size:${TEXT_PX}px">${xmlText(s.glyph)}</text>`;
  }
}

/** Lays the legend out in rows that fit `width`; returns the markup and the number of rows. */
export function legendMarkup(
  items: readonly LegendItem[],
  width: number,
  top: number,
  measure: Measure,
  colours: FrameColours,
): { markup: string; rows: number } {
  let x = PAD;
  let row = 0;
  let out = '';
  for (const item of items) {
    const text = fitText(item.text, width - 2 * PAD - SWATCH, TEXT_PX, measure);
    const w = (item.swatch ? SWATCH : 0) + measure(text, TEXT_PX);
    if (x > PAD && x + w > width - PAD) {
      row++;
      x = PAD;
    }
    const y = top + row * ROW + 12;
    if (item.swatch) out += swatchMarkup(item.swatch, x, y);
    const tx = x + (item.swatch ? SWATCH : 0);
    out += `<text x="${tx}" y="${y}" style="fill:${colour(colours.fg)};font-size:${TEXT_PX}px">${xmlText(text)}</text>`;
    x += w + GAP;
  }
  return { markup: `<g class="legend">${out}</g>`, rows: items.length > 0 ? row + 1 : 0 };
}

/** The header (title, legend) and footer (rule, link) of a chart `width` px wide. */
export function frameMarkup(
  parts: StandaloneParts,
  width: number,
  measure: Measure,
  colours: FrameColours,
): FrameMarkup {
  const family = 'font-family:system-ui, sans-serif';
  const title = fitText(parts.title, width - 2 * PAD, TITLE_PX, measure);
  const legend = legendMarkup(parts.legend, width, PAD + 20, measure, colours);
  const headerHeight = PAD + 20 + legend.rows * ROW + 4;
  const header =
    `<g class="standalone-header" style="${family}">` +
    `<text x="${PAD}" y="${PAD + 13}" style="fill:${colour(colours.fg)};font-size:${TITLE_PX}px;font-weight:600">` +
    `${xmlText(title)}</text>${legend.markup}</g>`;

  const rule = fitText(parts.rule, width - 2 * PAD, TEXT_PX, measure);
  const link = fitText(parts.linkText, width - 2 * PAD, TEXT_PX, measure);
  const footerHeight = 2 * ROW + PAD;
  const footer =
    `<g class="standalone-footer" style="${family}">` +
    `<text class="rule" x="${PAD}" y="14" style="fill:${colour(colours.fg)};font-size:${TEXT_PX}px">` +
    `${xmlText(rule)}</text>` +
    `<a href="${xmlText(parts.href)}" target="_blank"><text class="link" x="${PAD}" y="${14 + ROW}" ` +
    `style="fill:${colour(colours.accent)};font-size:${TEXT_PX}px;text-decoration:underline">` +
    `${xmlText(link)}</text></a></g>`;
  return { header, headerHeight, footer, footerHeight };
}
