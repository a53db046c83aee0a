/**
 * The "Other limiters" gallery examples of the textbook windows (teaching, no upstream): each shows the surprise its source or
 * recording shows, built on lib/example-scenario.ts, its words in ./gallery-texts.ts (the view's `lazy.ts`);
 * test/ui/gallery-scg-nginx-go-textbook.test.ts checks every claim against the engine's verdicts.
 */
import { contrastPreset, burst } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';

export type TextbookWindowPresetId = 'textbook-window-edge';

export const TEXTBOOK_WINDOW_PRESETS: readonly GalleryPreset<TextbookWindowPresetId>[] = [
  contrastPreset(
    'textbook-window-edge',
    () => ({
      name: 'Example: a fixed window lets 2 × limit through at its edge; a sliding log does not',
      durationMs: 2000,
      tickMs: 10,
      limiters: [
        { type: 'textbookFixedWindow', limit: 5, windowMs: 1000 },
        { type: 'textbookSlidingLog', limit: 5, windowMs: 1000 },
        { type: 'textbookSlidingWindowCounter', limit: 5, windowMs: 1000 },
      ],
      traffic: [burst(950, 5), burst(1000, 5)],
    }),
    [
      [950, 'end'],
      [1000, 'edge'],
    ],
  ),
];

export default TEXTBOOK_WINDOW_PRESETS;
