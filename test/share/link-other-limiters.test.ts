/**
 * A link to one of the Spring Cloud Gateway / Sentinel-Go / textbook / nginx examples decodes to the same
 * scenario: their `limiters` items travel whole (the link format needs no change for a new module).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share/codec';
import { SCG_NGINX_GO_TEXTBOOK_PRESETS } from '../../src/ui/gallery/presets-scg-nginx-go-textbook';

describe('links to the other limiters’ examples', () => {
  it.each(SCG_NGINX_GO_TEXTBOOK_PRESETS.map((p) => [p.id, p] as const))('%s round-trips', async (_id, p) => {
    const parsed = parseScenario(p.build());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const decoded = await decodeScenario(await encodeScenario(parsed.value));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.scenario).toEqual(parsed.value);
  });
});
