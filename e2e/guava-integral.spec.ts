/**
 * Finding 11: SmoothWarmingUp's integral made readable. The user picks an acquire size; at the cursor the stored
 * permits it would spend are shaded under the curve (wide enough to see, not a one-permit sliver) and labelled
 * with their cost in µs — exactly the engine's storedPermitsToWaitTime for that size, computed here from the
 * scenario the page exports. The size is kept across a reload. On a phone the controls start within one screen
 * of the first chart.
 */
import { expect, test, type Page } from '@playwright/test';
import { storedPermitsCostAt } from '../src/engine/explain/guava-stored-cost';
import { parseScenario } from '../src/engine/scenario';
import { exportedScenario, figure, numberIn, openApp, seekTo, settled, shot } from './helpers';
import { boxOf, expectNoOverlap, expectWhollyVisible, scrollPageTo } from './geometry';

const curve = (page: Page) => figure(page, 'Warm-up curve');
const acquire = (page: Page) => curve(page).getByRole('spinbutton', { name: 'Acquire size (permits) the area prices' });
const label = (page: Page) => curve(page).getByTestId('stored-cost-label');

async function pickWarmingUp(page: Page) {
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('guava-warmingUp');
  await settled(page);
  await expect(acquire(page)).toBeVisible();
}

/** The labelled µs once the label is about `permits` at `atMs`, and the engine's number for the same. */
async function labelledAndEngine(page: Page, atMs: number, permits: number) {
  await expect(label(page)).toHaveAttribute('data-permits', String(permits));
  await expect(label(page)).toHaveAttribute('data-at-ms', String(atMs));
  const shown = numberIn((await label(page).textContent())!.split('=')[1]);
  const parsed = parseScenario(await exportedScenario(page));
  if (!parsed.ok) throw new Error('the exported scenario does not parse');
  expect(parsed.value.guava).toHaveLength(1);
  const engine = storedPermitsCostAt(parsed.value, 'guava:0', atMs, permits);
  expect(engine).not.toBeNull();
  return { shown, engine: engine! };
}

async function expectReadableArea(page: Page, minWidth: number) {
  const area = await boxOf(curve(page).getByTestId('stored-cost-area'));
  expect(area.width, 'the shaded area is wide enough to read').toBeGreaterThanOrEqual(minWidth);
  // the label stays in the plot and clear of the level labels (thresholdPermits, maxPermits)
  const svg = await boxOf(curve(page).locator('svg[role="img"]'));
  const l = await boxOf(label(page));
  expect(l.x).toBeGreaterThanOrEqual(svg.x);
  expect(l.x + l.width).toBeLessThanOrEqual(svg.x + svg.width);
  for (const level of await curve(page).locator('text.level-label').all())
    await expectNoOverlap(label(page), level, 'the cost label and a level label');
}

test.describe('1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the area of acquire(n) at the cursor, labelled with the engine’s storedPermitsToWaitTime; kept on reload', async ({
    page,
  }, testInfo) => {
    const errors = await openApp(page);
    await pickWarmingUp(page);
    // cold at the start: 40 permits come off the top of the slope
    await acquire(page).fill('40');
    await seekTo(page, 0);
    let { shown, engine } = await labelledAndEngine(page, 0, 40);
    expect(engine.storedPermitsToSpend).toBe(40);
    expect(shown).toBe(engine.storedMicros);
    await expect(curve(page).getByTestId('stored-cost-area').locator('title')).toContainText(
      `acquire(40) 40 of ${engine.storedPermits} stored permits → ${shown.toLocaleString('en-US')} µs`,
    );
    await expectReadableArea(page, 20);
    await shot(page, testInfo, 'guava-integral-cold');

    // later in the run, another size: the label follows the cursor and the size
    await seekTo(page, 16_000);
    await acquire(page).fill('120');
    ({ shown, engine } = await labelledAndEngine(page, 16_000, 120));
    expect(shown).toBe(engine.storedMicros);
    await expectReadableArea(page, 20);

    // a size that is not a whole number of permits is refused at the field; the last good one stays priced
    await acquire(page).fill('2.5');
    await expect(acquire(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(label(page)).toHaveAttribute('data-permits', '120');

    await page.reload();
    await expect(acquire(page)).toHaveValue('120');
    expect(errors).toEqual([]);
  });
});

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone: the controls start within one screen of the first chart, and the area reads the same', async ({
    page,
  }, testInfo) => {
    await openApp(page);
    await pickWarmingUp(page);
    const first = await boxOf(figure(page, 'Passed and blocked QPS'));
    const controls = await boxOf(page.getByRole('complementary', { name: 'Controls and rule' }));
    expect(controls.y - first.y, 'controls begin within one screen of the first chart').toBeLessThanOrEqual(844);
    const slider = page.getByRole('spinbutton', { name: 'permitsPerSecond value' });
    await scrollPageTo(slider, 200);
    await expectWhollyVisible(slider, 'the first control');

    await scrollPageTo(curve(page));
    await acquire(page).fill('30');
    await seekTo(page, 0);
    const { shown, engine } = await labelledAndEngine(page, 0, 30);
    expect(shown).toBe(engine.storedMicros);
    await scrollPageTo(curve(page));
    await expectWhollyVisible(label(page), 'the cost label');
    await expectReadableArea(page, 12);
    await shot(page, testInfo, 'guava-integral-phone');
  });
});
