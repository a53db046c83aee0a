/**
 * A chart's <svg> as a standalone file, and that file as a PNG.
 *
 * The charts are styled by the page's CSS (classes, `var(--passed)` …), which a saved SVG does not carry. So
 * the copy gets each element's computed paint and text styles inlined — written where they differ from what
 * the element would inherit, which keeps the file small — plus the xmlns, a viewBox, a <title> and a
 * background rect in the theme's background colour, so it renders the same in any viewer and in both themes.
 *
 * PNG: the SVG text is drawn onto a canvas at devicePixelRatio through an <img> with a `data:` URL, which the
 * Content-Security-Policy's `img-src 'self' data:` allows and which does not taint the canvas (no external
 * resources: everything is inline). A canvas chart (Requests) passes its own canvas as the layer under the SVG.
 */
import type { RequestMarks } from './request-marks';
import type { FrameMarkup } from './standalone';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Inherited properties: written where the value differs from the parent's. */
const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-numeric',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'shape-rendering',
  'paint-order',
  'visibility',
] as const;

/** Not inherited: written where they differ from the initial value. */
const OWN: Readonly<Record<string, string>> = { opacity: '1' };

/** The root's inherited values are compared with the initial ones. */
const INITIAL: Readonly<Record<string, string>> = {
  fill: 'rgb(0, 0, 0)',
  'fill-opacity': '1',
  'fill-rule': 'nonzero',
  stroke: 'none',
  'stroke-width': '1px',
  'stroke-dasharray': 'none',
  'stroke-dashoffset': '0px',
  'stroke-opacity': '1',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  'font-weight': '400',
  'font-style': 'normal',
  'font-variant-numeric': 'normal',
  'letter-spacing': 'normal',
  'text-anchor': 'start',
  'dominant-baseline': 'auto',
  'shape-rendering': 'auto',
  'paint-order': 'normal',
  visibility: 'visible',
};

/** Copies computed styles from `src` onto `dst` (its clone), recursively; drops what is not displayed. */
function inline(src: Element, dst: Element, parent: CSSStyleDeclaration | null): void {
  const cs = getComputedStyle(src);
  const decl: string[] = [];
  for (const p of INHERITED) {
    const v = cs.getPropertyValue(p);
    if (!v) continue;
    const inherited = parent ? parent.getPropertyValue(p) : INITIAL[p];
    // a presentation attribute may hold var(--…), meaningless outside the page: the style overrides it
    if (v !== inherited || dst.hasAttribute(p)) decl.push(`${p}:${v}`);
  }
  for (const [p, initial] of Object.entries(OWN)) {
    const v = cs.getPropertyValue(p);
    if (v && v !== initial) decl.push(`${p}:${v}`);
  }
  if (decl.length > 0) dst.setAttribute('style', decl.join(';'));
  else dst.removeAttribute('style');
  const from = Array.from(src.children);
  const to = Array.from(dst.children);
  for (let i = 0; i < from.length; i++) {
    if (getComputedStyle(from[i]).display === 'none') to[i].remove();
    else inline(from[i], to[i], cs);
  }
}

export interface SerializeOptions {
  /** the file's <title> */
  title: string;
  /** background colour (CSS), or null for a transparent file */
  background: string | null;
  /** SVG markup drawn under the chart (the Requests chart's marks, which it draws on a canvas) */
  under?: string;
  /** a title and legend above the chart, the rule and a link under it (standalone.ts) */
  frame?: FrameMarkup;
}

/** `markup` (SVG elements) parsed and appended to `parent`, or inserted before `before`. */
function insertMarkup(parent: Element, markup: string, before: Node | null = null): void {
  const doc = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}">${markup}</svg>`, 'image/svg+xml');
  for (const node of Array.from(doc.documentElement.childNodes)) {
    parent.insertBefore(document.importNode(node, true), before);
  }
}

/** `svg` (in the document) → the text of a standalone SVG file with its styles inlined. */
export function serializeSvg(svg: SVGSVGElement, opts: SerializeOptions): string {
  const box = svg.getBoundingClientRect();
  const width = Math.round(Number(svg.getAttribute('width')) || box.width);
  const height = Math.round(Number(svg.getAttribute('height')) || box.height);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inline(svg, copy, null);
  for (const a of ['role', 'aria-label', 'aria-hidden', 'class']) copy.removeAttribute(a);
  if (opts.under) insertMarkup(copy, opts.under, copy.firstChild);
  const frame = opts.frame;
  const total = height + (frame ? frame.headerHeight + frame.footerHeight : 0);
  if (frame) {
    // the chart moves down under the header; the footer goes under the chart
    const chart = document.createElementNS(SVG_NS, 'g');
    chart.setAttribute('transform', `translate(0,${frame.headerHeight})`);
    while (copy.firstChild) chart.appendChild(copy.firstChild);
    copy.appendChild(chart);
    insertMarkup(copy, frame.header);
    const footer = document.createElementNS(SVG_NS, 'g');
    footer.setAttribute('transform', `translate(0,${frame.headerHeight + height})`);
    insertMarkup(footer, frame.footer);
    copy.appendChild(footer);
  }
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(total));
  copy.setAttribute('viewBox', `0 0 ${width} ${total}`);
  const first = copy.firstChild;
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = opts.title;
  copy.insertBefore(title, first);
  if (opts.background) {
    const bg = document.createElementNS(SVG_NS, 'rect');
    bg.setAttribute('width', '100%');
    bg.setAttribute('height', '100%');
    bg.setAttribute('fill', opts.background);
    copy.insertBefore(bg, first);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** A CSS custom property's value on `el` (e.g. `--passed` → `#0072b2`), or `fallback`. */
export function cssVar(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

export interface MarkColours {
  passed: string;
  waited: string;
  blocked: string;
  background: string;
}

/** The Requests chart's marks as SVG groups, painted as the canvas paints them. */
export function marksMarkup(m: RequestMarks, c: MarkColours): string {
  const esc = (s: string) => s.replace(/[^#\w(),.% -]/g, '');
  const path = (d: string, style: string) => (d ? `<path d="${d}" style="${style}"/>` : '');
  return (
    `<g class="marks">` +
    path(m.passed, `fill:${esc(c.passed)}`) +
    path(m.waitedRing, `fill:${esc(c.background)}`) +
    path(m.waitedHalf, `fill:${esc(c.waited)}`) +
    path(m.waitedRing, `fill:none;stroke:${esc(c.waited)};stroke-width:1px`) +
    path(m.blocked, `fill:none;stroke:${esc(c.blocked)};stroke-width:1.5px`) +
    `</g>`
  );
}

export interface PngOptions {
  width: number;
  height: number;
  /** device pixels per CSS pixel */
  scale: number;
  background: string | null;
  /** drawn first (a canvas chart's own pixels), at `underBox` (default: the whole image) */
  under?: CanvasImageSource;
  underBox?: { x: number; y: number; width: number; height: number };
}

/** SVG file text → PNG, drawn at `scale` device pixels per CSS pixel. */
export async function svgToPng(svgText: string, opts: PngOptions): Promise<Blob> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(opts.width * opts.scale));
  canvas.height = Math.max(1, Math.round(opts.height * opts.scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.setTransform(opts.scale, 0, 0, opts.scale, 0, 0);
  if (opts.background) {
    ctx.fillStyle = opts.background;
    ctx.fillRect(0, 0, opts.width, opts.height);
  }
  if (opts.under) {
    const b = opts.underBox ?? { x: 0, y: 0, width: opts.width, height: opts.height };
    ctx.drawImage(opts.under, b.x, b.y, b.width, b.height);
  }
  ctx.drawImage(img, 0, 0, opts.width, opts.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no PNG'))), 'image/png'),
  );
}
