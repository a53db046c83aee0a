/**
 * The user's newest input wins after a Cancel. A 1 h × 10,000 QPS run (36,000,000 requests) is cancelled, and
 * the durationMs slider is moved at once: with nothing else, and right after "Restore my previous work", whose
 * answer the worker gives only once it has got through the cancelled run. The slider's value and the charts end on
 * the moved value; the late restore answer is dropped and its offer stays.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exportedScenario, importScenario, legendCount, openApp, settled } from './helpers';

const QPS = 10_000;
/** where the slider is moved: 20 s at 10,000 QPS is a short run */
const MOVED_MS = 20_000;

/** Opens the app and starts the long run with Import JSON…; returns the scenario it replaced. */
async function startLongRun(page: Page): Promise<Record<string, unknown>> {
  await openApp(page);
  await settled(page);
  const before = await exportedScenario(page);
  await importScenario(page, { ...before, durationMs: 3_600_000, traffic: [{ type: 'poisson', qps: QPS }] });
  await expect(page.getByRole('progressbar', { name: 'Simulation progress' })).toBeVisible({ timeout: 60_000 });
  return before;
}

const durationSlider = (page: Page) => page.getByRole('slider', { name: 'durationMs' });
const restoreButton = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'Opened one-hour.json' })
    .getByRole('button', { name: 'Restore my previous work' });

/**
 * Clicks `buttons` in turn, then drags the durationMs slider to `ms`, all in one task of the page: as fast as a
 * hand can, and faster than any answer of the worker (those come in later tasks), so the order is the same on
 * every machine however busy it is.
 */
async function clickThenSlide(page: Page, buttons: readonly Locator[], ms: number): Promise<void> {
  const handles = await Promise.all([...buttons, durationSlider(page)].map((l) => l.elementHandle()));
  await page.evaluate(
    ({ els, value }) => {
      const slider = els.pop() as HTMLInputElement;
      for (const b of els) (b as HTMLButtonElement).click();
      slider.value = String(value);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { els: handles, value: ms },
  );
}

/** The moved value is what the slider and the charts show, and nothing says the charts are older. */
async function showsMovedRun(page: Page): Promise<void> {
  await settled(page);
  await expect(durationSlider(page)).toHaveValue(String(MOVED_MS));
  // the clock spans the shown run, and the Requests chart counts its requests: about 10,000 QPS × 20 s
  const time = page.getByRole('group', { name: 'Clock' }).getByRole('slider', { name: 'Time' });
  await expect(time).toHaveAttribute('max', String(MOVED_MS));
  const charts = page.locator('.charts');
  const total = (await legendCount(charts, 'passed')) + (await legendCount(charts, 'blocked'));
  const expected = (QPS * MOVED_MS) / 1000;
  expect(total).toBeGreaterThan(expected * 0.95);
  expect(total).toBeLessThan(expected * 1.05);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the last good run' })).toHaveCount(0);
}

test('Cancel a long run and move a slider at once: the moved value is run and drawn', async ({ page }) => {
  test.setTimeout(120_000); // 36,000,000 requests are generated before the first decision, on a shared machine
  await startLongRun(page);
  await clickThenSlide(page, [page.getByRole('button', { name: 'Cancel' })], MOVED_MS);
  await showsMovedRun(page);
});

test('Cancel, Restore my previous work, and move a slider at once: the slider wins over the late restore', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await startLongRun(page);
  await clickThenSlide(page, [page.getByRole('button', { name: 'Cancel' }), restoreButton(page)], MOVED_MS);
  // the restore's answer came back (its button waits until then) and was dropped: the slider was newer
  await expect(restoreButton(page)).toBeEnabled({ timeout: 60_000 });
  await showsMovedRun(page);

  // the previous work was kept: restoring it now brings it back
  await restoreButton(page).click();
  await expect(restoreButton(page)).toHaveCount(0, { timeout: 60_000 });
  await settled(page);
  await expect(durationSlider(page)).toHaveValue(String(before.durationMs));
  const time = page.getByRole('group', { name: 'Clock' }).getByRole('slider', { name: 'Time' });
  await expect(time).toHaveAttribute('max', String(before.durationMs));
});
