/** The Share popover's sentence about imported traffic: silent without it, "in full" or "summary" with sizes. */
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/ui/i18n/lang';
import { shareFitText } from '../../src/ui/lib/share-fit-text';
import type { LinkFit } from '../../src/share/link-fit';

const base: LinkFit = {
  hash: '#s=1.x',
  traffic: 'full',
  summarizedTimes: 0,
  importedSources: 2,
  jsonBytes: 5_300,
  fullJsonBytes: 5_300,
  linkChars: 1_900,
  maxJsonBytes: 1_000_000,
};

describe('shareFitText', () => {
  const en = translator('en');
  it('says nothing without imported traffic', () => {
    expect(shareFitText(null, en)).toBeNull();
    expect(shareFitText({ ...base, traffic: 'none', importedSources: 0 }, en)).toBeNull();
  });
  it('a link with the import in full says so, with its size against the limit', () => {
    const text = shareFitText(base, en) ?? '';
    expect(text).toContain('carries the imported traffic in full (2 source(s)');
    expect(text).toContain('5.3 KB of scenario JSON of the 1,000 KB a link holds (1,900 characters)');
  });
  it('a summary names the times it does not hold and both sizes', () => {
    const fit: LinkFit = {
      ...base,
      traffic: 'summary',
      summarizedTimes: 100_000,
      jsonBytes: 9_000,
      fullJsonBytes: 1_450_000,
    };
    const text = shareFitText(fit, en) ?? '';
    expect(text).toContain('per-second summary');
    expect(text).toContain('not its 100,000 arrival times');
    expect(text).toContain('The full scenario is 1,450 KB of JSON, more than the 1,000 KB');
    expect(shareFitText(fit, translator('zh'))).toContain('100,000');
  });
});
