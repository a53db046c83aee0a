/**
 * Moving through a tour's stops. Its own module so the tour state (loaded with the page) does not pull in the
 * presets, which load with the gallery dialog on first use.
 */
import type { GalleryPreset } from './presets';

/** The step index after `i` (stays on the last), before `i` (stays on the first). */
export function nextStep(p: GalleryPreset, i: number): number {
  return Math.min(Math.max(0, i + 1), p.tour.length - 1);
}
export function previousStep(p: GalleryPreset, i: number): number {
  return Math.max(0, Math.min(i - 1, p.tour.length - 1));
}
