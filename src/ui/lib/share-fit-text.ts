/**
 * The Share popover's sentence about imported traffic (src/share/link-fit.ts): whether the link carries
 * the import in full or a per-second summary of it, and how big the link is against its limit. null when
 * the scenario has no imported traffic (then there is nothing to say).
 */
import type { LinkFit } from '../../share/link-fit';
import { num } from './format';

type Tr = (key: string, params?: Record<string, string | number>) => string;

const kb = (bytes: number) => num(bytes / 1000, bytes < 10_000 ? 1 : 0);

export function shareFitText(fit: LinkFit | null, tr: Tr): string | null {
  if (fit === null || fit.traffic === 'none') return null;
  const sizes = {
    kb: kb(fit.jsonBytes),
    full: kb(fit.fullJsonBytes),
    max: kb(fit.maxJsonBytes),
    link: num(fit.linkChars, 0),
  };
  return fit.traffic === 'summary'
    ? tr('imports.share.summary', { ...sizes, times: num(fit.summarizedTimes, 0) })
    : tr('imports.share.full', { ...sizes, sources: fit.importedSources });
}
