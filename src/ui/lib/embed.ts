/**
 * Embed mode: `?embed=qps|bucket|curve|requests|breaker|state` with a share link's hash (`#s=1.…`) shows one chart
 * and the clock, for an <iframe> in someone else's page. Pure functions of URL strings, so they are tested
 * without a browser.
 *
 * An embedded page never writes the visitor's storage or address bar: it shows the author's scenario, and
 * the visitor's own autosaved Flowlab work must survive reading a blog post.
 */

export const EMBED_CHARTS = ['qps', 'bucket', 'curve', 'requests', 'breaker', 'state'] as const;
export type EmbedChart = (typeof EMBED_CHARTS)[number];

const PARAM = 'embed';

function isChart(v: string | null): v is EmbedChart {
  return (EMBED_CHARTS as readonly (string | null)[]).includes(v);
}

/**
 * The chart `?embed=` asks for; null when the page is not embedded. An unknown value still means embedded
 * (so a typo never turns a blog's iframe into an editor that autosaves) and shows the QPS chart.
 */
export function embedChartOf(search: string): EmbedChart | null {
  const p = new URLSearchParams(search);
  if (!p.has(PARAM)) return null;
  const v = p.get(PARAM);
  return isChart(v) ? v : 'qps';
}

/** The `?embed=` value when it names no chart Flowlab can embed (then the QPS chart shows, with a note). */
export function unknownEmbedOf(search: string): string | null {
  const p = new URLSearchParams(search);
  if (!p.has(PARAM)) return null;
  const v = p.get(PARAM);
  return isChart(v) ? null : (v ?? '');
}

/** The full playground for an embedded page's URL: the same address, scenario and language, without `embed`. */
export function playgroundUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PARAM);
  return url.toString();
}

/** A share link's URL with `?embed=<chart>` added (the hash, the scenario, stays as it is). */
export function embedUrl(shareUrl: string, chart: EmbedChart): string {
  const url = new URL(shareUrl);
  url.searchParams.set(PARAM, chart);
  return url.toString();
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Height that suits each chart in an iframe (px): the chart plus the clock bar and the link. */
export const EMBED_HEIGHTS: Readonly<Record<EmbedChart, number>> = {
  qps: 420,
  bucket: 380,
  curve: 380,
  requests: 340,
  breaker: 420,
  state: 380,
};

/** The <iframe> snippet a page author pastes to show `chart` of the scenario in `shareUrl`. */
export function iframeSnippet(shareUrl: string, chart: EmbedChart, title: string): string {
  return (
    `<iframe src="${escapeAttr(embedUrl(shareUrl, chart))}" title="${escapeAttr(title)}" ` +
    `width="100%" height="${EMBED_HEIGHTS[chart]}" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`
  );
}
