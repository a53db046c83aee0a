/**
 * A link to one of the Spring Cloud Gateway / Sentinel-Go / textbook / nginx examples decodes to the same
 * scenario: their `limiters` items travel whole (the link format needs no change for a new module).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share/codec';
import { NGINX_PRESETS } from '../../src/ui/limiters/nginx-limit-req/gallery';
import { SCG_REDIS_PRESETS } from '../../src/ui/limiters/scg-redis/gallery';
import { SENTINEL_GO_PRESETS } from '../../src/ui/limiters/sentinel-go/gallery';
import { TEXTBOOK_WINDOW_PRESETS } from '../../src/ui/limiters/textbook-fixed-window/gallery';

const SCG_NGINX_GO_TEXTBOOK_PRESETS = [
  ...SCG_REDIS_PRESETS,
  ...SENTINEL_GO_PRESETS,
  ...TEXTBOOK_WINDOW_PRESETS,
  ...NGINX_PRESETS,
];

describe('links to the other limiters’ examples', () => {
  it.each(SCG_NGINX_GO_TEXTBOOK_PRESETS.map((p) => [p.id, p] as const))('%s round-trips', async (_id, p) => {
    const parsed = parseScenario(p.build());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const decoded = await decodeScenario(await encodeScenario(parsed.value));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.scenario).toEqual(parsed.value);
  });
});
