/**
 * The "Other limiters" gallery examples of nginx limit_req (from source, not trace-checked): each shows the surprise its source or
 * recording shows, built on lib/example-scenario.ts, its words in ./gallery-texts.ts (the view's `lazy.ts`);
 * test/ui/gallery-scg-nginx-go-textbook.test.ts checks every claim against the engine's verdicts.
 */
import { contrastPreset, burst, type Item } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';

export type NginxPresetId = 'nginx-burst-nodelay';

const nginx = (fields: Record<string, unknown>): Item => ({
  type: 'nginxLimitReq',
  rate: 2,
  rateUnit: 'r/s',
  burst: 3,
  nodelay: false,
  delay: 0,
  ...fields,
});

export const NGINX_PRESETS: readonly GalleryPreset<NginxPresetId>[] = [
  contrastPreset(
    'nginx-burst-nodelay',
    () => ({
      name: 'Example: nginx limit_req burst=3, with and without nodelay and delay=2',
      durationMs: 3000,
      limiters: [nginx({}), nginx({ nodelay: true }), nginx({ delay: 2 })],
      traffic: [burst(0, 5)],
    }),
    [
      [0, 'burst'],
      [1500, 'drained'],
    ],
  ),
];

export default NGINX_PRESETS;
