/**
 * The user's newest input wins over a late Import JSON…. A 1 h × 10,000 QPS run is cancelled, a scenario file is
 * picked and the durationMs slider is moved, all in one task of the page: the worker reads the file only once it
 * has got through the cancelled run, so its answer is older than the slider. The slider's value is run and drawn,
 * the page says plainly that the file was not imported, and importing it again opens it.
 */
import { expect, test, type Page } from '@playwright/test';
import { exportedScenario, importScenario, openApp, settled } from './helpers';

const MOVED_MS = 20_000;
const FILE_MS = 7_000;
const durationSlider = (page: Page) => page.getByRole('slider', { name: 'durationMs' });

/** Cancel, pick `file` in Import JSON…, move the slider to `ms`: one task, faster than any answer of the worker. */
async function cancelImportSlide(page: Page, file: { name: string; text: string }, ms: number): Promise<void> {
  const handles = await Promise.all(
    [page.getByRole('button', { name: 'Cancel' }), page.getByLabel('Scenario JSON file'), durationSlider(page)].map(
      (l) => l.elementHandle(),
    ),
  );
  await page.evaluate(
    ({ els: [cancel, input, slider], name, text, value }) => {
      (cancel as HTMLButtonElement).click();
      const picked = new DataTransfer();
      picked.items.add(new File([text], name, { type: 'application/json' }));
      const fileInput = input as HTMLInputElement;
      fileInput.files = picked.files;
      fileInput.dispatchEvent(new Event('change', { bubbles: true }));
      const range = slider as HTMLInputElement;
      range.value = String(value);
      range.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { els: handles, name: file.name, text: file.text, value: ms },
  );
}

test('Cancel, Import JSON… and move a slider at once: the slider wins and the file can be imported again', async ({
  page,
}) => {
  test.setTimeout(120_000); // 36,000,000 requests are generated before the first decision, on a shared machine
  await openApp(page);
  await settled(page);
  const before = await exportedScenario(page);
  await importScenario(page, { ...before, durationMs: 3_600_000, traffic: [{ type: 'poisson', qps: 10_000 }] });
  await expect(page.getByRole('progressbar', { name: 'Simulation progress' })).toBeVisible({ timeout: 60_000 });

  const short = { name: 'short.json', text: JSON.stringify({ ...before, durationMs: FILE_MS }) };
  await cancelImportSlide(page, short, MOVED_MS);
  // the worker's late answer was dropped, and the page says so (not read as rules, not an error)
  const note = page.getByRole('status').filter({ hasText: 'short.json was not imported' });
  await expect(note).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Opened short.json' })).toHaveCount(0);
  await expect(page.getByText('This file could not be opened')).toHaveCount(0);
  await settled(page);
  await expect(durationSlider(page)).toHaveValue(String(MOVED_MS));
  const time = page.getByRole('group', { name: 'Clock' }).getByRole('slider', { name: 'Time' });
  await expect(time).toHaveAttribute('max', String(MOVED_MS));

  // importing the file again, with nothing in between, opens it
  await importScenario(page, { ...before, durationMs: FILE_MS });
  await expect(page.getByRole('status').filter({ hasText: 'Opened one-hour.json' })).toBeVisible({ timeout: 60_000 });
  await expect(note).toHaveCount(0);
  await settled(page);
  await expect(durationSlider(page)).toHaveValue(String(FILE_MS));
  await expect(time).toHaveAttribute('max', String(FILE_MS));
});
