/**
 * Finding 12 (part): labels that collide and a chart too short to read. At 1440×900 and 390×844: the start cue
 * covers neither the QPS chart's legend nor its labels and leaves once another limiter is on screen; the QPS
 * chart's own labels (the busiest 1 s bracket's, the threshold's — nginx's "rate 20" beside its wait axis —
 * the axes' ticks) never overlap one another; the hot-values chart keeps a readable plot.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { figure, loadExample, openApp, settled, shot } from './helpers';
import { boxOf, expectNoOverlap, overlapArea, type Box } from './geometry';

const cue = (page: Page) => page.getByRole('note').filter({ hasText: 'Press Play' });
const qps = (page: Page) => figure(page, 'Passed and blocked QPS');

/** Every text of the QPS chart's plot with its box (skipping empty ones). */
async function qpsTexts(page: Page): Promise<{ text: string; box: Box }[]> {
  const out: { text: string; box: Box }[] = [];
  for (const el of await qps(page).locator('svg[role="img"] text').all()) {
    const text = ((await el.textContent()) ?? '').trim();
    const box = await el.boundingBox();
    if (text !== '' && box !== null && box.width > 0) out.push({ text, box });
  }
  return out;
}

/** The busiest-1 s label and the threshold's label overlap no other text of the chart. */
async function expectLabelsApart(page: Page, what: string) {
  const texts = await qpsTexts(page);
  const named = texts.filter((t) => /^busiest 1 s|^(count|rate|permitsPerSecond) /.test(t.text));
  expect(named.length, `${what}: the busiest and threshold labels are drawn`).toBeGreaterThanOrEqual(2);
  for (const a of named)
    for (const b of texts) {
      if (a === b) continue;
      expect(overlapArea(a.box, b.box), `${what}: "${a.text}" and "${b.text}"`).toBe(0);
    }
}

async function expectCueClear(page: Page) {
  await expect(cue(page)).toBeVisible();
  const keys: Locator[] = await qps(page).locator('.key').all();
  expect(keys.length).toBeGreaterThanOrEqual(2);
  for (const key of keys) await expectNoOverlap(cue(page), key, 'the start cue and a key of the QPS legend');
  const c = await boxOf(cue(page));
  for (const t of await qpsTexts(page)) expect(overlapArea(c, t.box), `the start cue and "${t.text}"`).toBe(0);
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the start cue covers no legend or label, and leaves when another limiter is picked', async ({
      page,
    }, testInfo) => {
      const errors = await openApp(page);
      await expectCueClear(page);
      await shot(page, testInfo, `cue-${size.width}`);
      await page.getByRole('combobox', { name: 'Limiter' }).selectOption('guava-warmingUp');
      await settled(page);
      await expect(figure(page, 'Warm-up curve')).toBeVisible();
      await expect(cue(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('the QPS chart’s busiest-1 s and threshold labels overlap no other label', async ({ page }, testInfo) => {
      await openApp(page);
      await expectLabelsApart(page, 'Warm Up');
      const pick = page.getByRole('combobox', { name: 'Limiter' });
      for (const kind of ['guava-warmingUp', 'nginx-limit-req']) {
        await pick.selectOption(kind);
        await settled(page);
        await expectLabelsApart(page, kind);
      }
      await shot(page, testInfo, `labels-nginx-${size.width}`);
    });

    test('the hot-values chart keeps a readable plot', async ({ page }, testInfo) => {
      await openApp(page);
      await loadExample(page, /Hot value: refill only after MORE/);
      const chart = page.getByTestId('hot-values-chart');
      await expect(chart).toBeVisible({ timeout: 15_000 });
      await chart.scrollIntoViewIfNeeded();
      const b = await boxOf(chart);
      expect(b.height, 'hot-values plot height').toBeGreaterThanOrEqual(120);
      await shot(page, testInfo, `hot-values-${size.width}`);
    });
  });
}
