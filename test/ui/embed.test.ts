/** Embed mode's URLs: which chart `?embed=` asks for, the link back to the playground, the <iframe> snippet. */
import { describe, expect, it } from 'vitest';
import {
  EMBED_CHARTS,
  embedChartOf,
  embedUrl,
  iframeSnippet,
  playgroundUrl,
  unknownEmbedOf,
} from '../../src/ui/lib/embed';

describe('embedChartOf', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['?lang=zh', null],
    ['?embed=qps', 'qps'],
    ['?embed=requests&lang=zh', 'requests'],
    ['?lang=en&embed=breaker', 'breaker'],
    ['?embed=state', 'state'],
    // present but unknown or empty: still embedded (never the autosaving editor), on the QPS chart
    ['?embed=nonsense', 'qps'],
    ['?embed', 'qps'],
  ])('%s → %s', (search, chart) => {
    expect(embedChartOf(search)).toBe(chart);
  });
});

describe('unknownEmbedOf', () => {
  it('is the value when it names no chart, and null for a chart or no embed at all', () => {
    expect(unknownEmbedOf('?embed=bogus')).toBe('bogus');
    expect(unknownEmbedOf('?embed=')).toBe('');
    expect(unknownEmbedOf('?embed=QPS')).toBe('QPS');
    expect(unknownEmbedOf('')).toBeNull();
    expect(unknownEmbedOf('?lang=zh')).toBeNull();
    for (const c of EMBED_CHARTS) expect(unknownEmbedOf(`?embed=${c}`)).toBeNull();
  });
});

describe('links', () => {
  const share = 'https://example.org/flowlab/?lang=zh#s=1.q64FAA&tab=rules';

  it('the embed URL adds ?embed= and keeps the scenario hash', () => {
    expect(embedUrl(share, 'bucket')).toBe('https://example.org/flowlab/?lang=zh&embed=bucket#s=1.q64FAA&tab=rules');
  });

  it('the playground link drops only ?embed=', () => {
    expect(playgroundUrl('https://example.org/flowlab/?embed=qps&lang=zh#s=1.q64FAA')).toBe(
      'https://example.org/flowlab/?lang=zh#s=1.q64FAA',
    );
    expect(playgroundUrl('http://127.0.0.1:4173/?embed=curve#s=1.abc')).toBe('http://127.0.0.1:4173/#s=1.abc');
  });

  it('the iframe snippet escapes its attributes', () => {
    const html = iframeSnippet(share, 'qps', 'Flowlab: "QPS" & <more>');
    expect(html).toBe(
      '<iframe src="https://example.org/flowlab/?lang=zh&amp;embed=qps#s=1.q64FAA&amp;tab=rules" ' +
        'title="Flowlab: &quot;QPS&quot; &amp; &lt;more&gt;" width="100%" height="420" style="border:0" ' +
        'loading="lazy" referrerpolicy="no-referrer"></iframe>',
    );
  });
});
