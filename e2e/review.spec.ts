/**
 * Review a change, as a user would: open the Review panel on the default warm-up example, pin the rules as the
 * baseline, raise `count`, and read the metric deltas and the flip ledger — each number checked against two plain
 * simulate() runs, here in the test, of the scenarios the page exports (before the change and after it), and
 * shown through the page's formatter. A differing second, picked with the keyboard, moves the cursor to its first
 * flipped request and explains it before (blocked) and after (passed). A reload keeps the baseline; the same in
 * 中文 at 390 px, with nothing wider than the screen. An imported scenario file becomes the baseline, and a hot-parameter
 * rule change is counted per value.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadAllEngines } from '../src/engine/limiters/engines';
import { parseScenario, type Scenario } from '../src/engine/scenario';
import { Outcome, type LimiterResult } from '../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../src/engine/sim/simulate';
import { readable } from '../src/ui/lib/format';
import { cursorMs, exportedScenario, importScenario, openApp, settled, shot } from './helpers';

const panel = (page: Page) => page.getByTestId('review-panel');
const countInput = (page: Page, name = 'count value') => page.getByRole('spinbutton', { name });

async function runsOf(json: Record<string, unknown>): Promise<Map<string, LimiterResult>> {
  await loadAllEngines();
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error('the exported scenario does not parse');
  return new Map(simulate(parsed.value as Scenario, ALL_FAMILIES).limiters.map((l) => [l.id, l]));
}

/** How the requests of one limiter moved, counted by a plain loop over the two logs. */
function flips(b: LimiterResult, a: LimiterResult) {
  const c = { allowToBlock: 0, blockToAllow: 0, passToWait: 0, waitToPass: 0, unchanged: 0, requests: 0 };
  for (let i = 0; i < b.requests.count; i++) {
    const x = b.requests.outcome[i];
    const y = a.requests.outcome[i];
    c.requests++;
    if (x === y) c.unchanged++;
    else if (x !== Outcome.Blocked && y === Outcome.Blocked) c.allowToBlock++;
    else if (x === Outcome.Blocked) c.blockToAllow++;
    else if (x === Outcome.Passed) c.passToWait++;
    else c.waitToPass++;
  }
  return c;
}

const ratio = (l: LimiterResult) => l.summary.blocked / l.summary.requests;

async function expectDeltaAndLedger(
  view: Locator,
  before: Map<string, LimiterResult>,
  after: Map<string, LimiterResult>,
) {
  for (const id of ['sentinel:0', 'chain:0']) {
    const b = before.get(id)!;
    const a = after.get(id)!;
    const row = view.getByTestId('review-metrics').locator(`tr[data-limiter="${id}"][data-metric="blockedRatio"]`);
    await expect(row.locator('td').nth(1)).toHaveText(readable(ratio(b), 'ratio'));
    await expect(row.locator('td').nth(2)).toHaveText(readable(ratio(a), 'ratio'));
    await expect(row.locator('td').nth(3)).toHaveText(readable(ratio(a) - ratio(b), 'ratio'));
    const want = flips(b, a);
    const ledger = view.getByTestId('review-ledger').locator(`tr[data-limiter="${id}"]`);
    for (const [name, n] of Object.entries(want)) {
      await expect(ledger.locator(`td[data-flip="${name}"]`)).toHaveText(readable(n, 'count', 15));
    }
  }
}

test.describe('1280 × 860', () => {
  test('pin a baseline, raise count, read the delta and the ledger, explain a second; a reload keeps it', async ({
    page,
  }, testInfo) => {
    const errors = await openApp(page);
    await settled(page);
    const baselineJson = await exportedScenario(page);
    const toggle = page.getByRole('button', { name: 'Review', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const view = panel(page);
    // the example as opened is the baseline: nothing differs yet
    await expect(view.getByTestId('review-baseline')).toHaveText('Baseline: the scenario as opened or imported');
    await expect(view.getByTestId('review-same')).toBeVisible();

    await view.getByRole('button', { name: 'Pin as baseline' }).click();
    await expect(view.getByTestId('review-baseline')).toHaveText('Baseline: pinned by you');
    await countInput(page).fill('40');
    await countInput(page).press('Enter');
    await settled(page);
    await expect(view.getByTestId('review-ledger')).toBeVisible();
    const currentJson = await exportedScenario(page);
    expect((currentJson.rules as { count: number }[])[0].count).toBe(40);
    const before = await runsOf(baselineJson);
    const after = await runsOf(currentJson);
    // count 20 → 40 on a step to 30 QPS: requests that were blocked now pass
    expect(flips(before.get('sentinel:0')!, after.get('sentinel:0')!).blockToAllow).toBeGreaterThan(0);
    await expectDeltaAndLedger(view, before, after);
    await expect(view.getByRole('figure', { name: /Passed and blocked per second, before vs after/ })).toBeVisible();
    await shot(page, testInfo, 'review-desktop');

    // the second with the most flips, picked from the keyboard: the cursor goes to its first flipped request
    const first = view.getByTestId('review-seconds').getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const second = Number(await first.getAttribute('data-second'));
    const b = before.get('sentinel:0')!.requests;
    const a = after.get('sentinel:0')!.requests;
    let i = 0;
    while (Math.floor(b.tMs[i] / 1000) !== second || b.outcome[i] === a.outcome[i]) i++;
    await expect.poll(() => cursorMs(page)).toBe(Math.round(b.tMs[i]));
    const explain = view.getByTestId('review-explain');
    await expect(explain.getByRole('heading', { level: 4 })).toContainText(`Request #${i + 1}`);
    const verdicts = explain.getByTestId('review-verdict');
    await expect(verdicts).toHaveCount(2);
    await expect(verdicts.nth(0)).toHaveText('Verdict: blocked');
    await expect(verdicts.nth(1)).toHaveText(/Verdict: (passed at once|waited)/);
    await shot(page, testInfo, 'review-explained');
    const axe = await new AxeBuilder({ page }).include('[data-testid="review-panel"]').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // a reload continues the same work: the pinned baseline stays, the delta with it
    await page.reload();
    await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await expect(panel(page).getByTestId('review-baseline')).toHaveText('Baseline: pinned by you');
    await expect(countInput(page)).toHaveValue('40');
    await expectDeltaAndLedger(panel(page), before, after);
    expect(errors).toEqual([]);
  });

  test('with nothing changed the panel says so; the keyboard toggles it; it trades places with Compare', async ({
    page,
  }) => {
    await openApp(page);
    const toggle = page.getByRole('button', { name: 'Review', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page).getByTestId('review-same')).toHaveText(
      'No difference: the current rules decide every request exactly as the baseline does. Change a rule to review it.',
    );
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
    // Compare holds the charts' place: Review reads as off there, and a press trades Compare for it
    const compare = page.getByRole('button', { name: 'Compare' });
    await compare.click();
    await toggle.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page)).toBeVisible();
    await compare.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
  });
});

test.describe('390 px, 中文', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pin, change count, read the ledger in 中文; nothing is wider than the screen', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?lang=zh');
    await expect(page.getByRole('figure', { name: /通过与拒绝的 QPS/ })).toBeVisible();
    await settled(page);
    const baselineJson = await exportedScenario(page, '导出 JSON');
    const toggle = page.getByRole('button', { name: '变更评审', exact: true });
    await toggle.click();
    const view = panel(page);
    await view.getByRole('button', { name: '固定为基线' }).click();
    await expect(view.getByTestId('review-baseline')).toHaveText('基线：由你固定');
    await countInput(page, 'count 的值').fill('40');
    await countInput(page, 'count 的值').press('Enter');
    await settled(page);
    await expect(view.getByRole('heading', { name: '翻转账本' })).toBeVisible();
    await expect(view.getByTestId('review-ledger').locator('thead')).toContainText('拒绝 → 通过');
    const before = await runsOf(baselineJson);
    const after = await runsOf(await exportedScenario(page, '导出 JSON'));
    await expectDeltaAndLedger(view, before, after);
    await view.getByTestId('review-seconds').getByRole('button').first().click();
    await expect(view.getByTestId('review-verdict').first()).toHaveText('判定：被拒绝');
    await view.scrollIntoViewIfNeeded();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    await shot(page, testInfo, 'review-phone-zh');
    expect(errors).toEqual([]);
  });
});

test('an imported scenario becomes the baseline; a hot-parameter change is counted per value', async ({ page }) => {
  const errors = await openApp(page);
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await panel(page).getByRole('button', { name: 'Pin as baseline' }).click();
  await expect(panel(page).getByTestId('review-baseline')).toHaveText('Baseline: pinned by you');
  // 20 QPS, 4 in 5 requests carry "hot": 16/s of "hot" against count 5, 4/s of "cold"
  const hot = (count: number) => ({
    version: 1,
    durationMs: 4000,
    paramFlowRules: [{ resource: 'demo', paramIdx: 0, count, durationInSec: 1 }],
    traffic: [
      { type: 'constant', qps: 20, params: [{ type: 'replay', values: ['hot', 'hot', 'hot', 'hot', 'cold'] }] },
    ],
    view: { limiter: { kind: 'chain', index: 0 }, cursorMs: 0, tickMs: 100 },
  });
  await importScenario(page, hot(5));
  await expect(panel(page).getByTestId('review-baseline')).toHaveText('Baseline: the scenario as opened or imported');
  await expect(panel(page).getByTestId('review-same')).toBeVisible();
  const count = page.getByRole('spinbutton', { name: 'count value', exact: true });
  await count.fill('12');
  await count.press('Enter');
  await settled(page);
  const before = (await runsOf(hot(5))).get('chain:0')!;
  const exported = await exportedScenario(page);
  expect((exported.paramFlowRules as { count: number }[])[0].count).toBe(12);
  const after = (await runsOf(exported)).get('chain:0')!;
  const byValue = panel(page).getByTestId('review-ledger-value');
  for (const [value, keep] of [
    ['hot', (i: number) => i % 5 !== 4],
    ['cold', (i: number) => i % 5 === 4],
  ] as const) {
    let blockToAllow = 0;
    let requests = 0;
    for (let i = 0; i < before.requests.count; i++) {
      if (!keep(i)) continue;
      requests++;
      if (before.requests.outcome[i] === Outcome.Blocked && after.requests.outcome[i] !== Outcome.Blocked)
        blockToAllow++;
    }
    const row = byValue.locator(`tr[data-key="${value}"]`);
    await expect(row.locator('td[data-flip="blockToAllow"]')).toHaveText(readable(blockToAllow, 'count', 15));
    await expect(row.locator('td[data-flip="requests"]')).toHaveText(readable(requests, 'count', 15));
  }
  // the hot value moved, the cold one did not: the top mover comes first
  await expect(byValue.locator('tbody tr').first()).toHaveAttribute('data-key', 'hot');
  expect(errors).toEqual([]);
});

test('a long review says it is running and Cancel stops it: the last review stays, Run again finishes it', async ({
  page,
}) => {
  test.setTimeout(180_000); // 3,000,000 requests a run, each side, on a shared machine
  await openApp(page);
  await settled(page);
  const scenario = await exportedScenario(page);
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await importScenario(page, { ...scenario, durationMs: 600_000, traffic: [{ type: 'poisson', qps: 5_000 }] });
  const view = panel(page);
  await expect(view.getByTestId('review-baseline')).toHaveText('Baseline: the scenario as opened or imported');
  await expect(view.getByTestId('review-same')).toBeVisible({ timeout: 90_000 });
  const after = view
    .getByTestId('review-metrics')
    .locator('tr[data-limiter="sentinel:0"][data-metric="blockedRatio"] td')
    .nth(2);

  // a whole review first: count 100, timed from the change to its numbers
  const count = countInput(page);
  const started = Date.now();
  await count.fill('100');
  await count.press('Enter');
  await expect(after).toBeVisible({ timeout: 90_000 });
  const reviewMs = Date.now() - started;
  const at100 = await after.textContent();

  // count 1000: the current rules' run of 3,000,000 requests takes longer than the panel waits before saying so
  await count.fill('1000');
  await count.press('Enter');
  await expect(view.getByText('Running the baseline and the current rules…')).toBeVisible({ timeout: 90_000 });
  await view.getByRole('button', { name: 'Cancel' }).click();
  await expect(view.getByText('The review was cancelled.')).toBeVisible();
  // nothing changed: for longer than a whole review took, the last review (count 100) stays, and the rule keeps
  // its new count
  await page.waitForTimeout(Math.max(3000, reviewMs));
  await expect(view.getByText('The review was cancelled.')).toBeVisible();
  await expect(after).toHaveText(at100!);
  await expect(count).toHaveValue('1000');

  await view.getByRole('button', { name: 'Run again' }).click();
  await expect(after).not.toHaveText(at100!, { timeout: 90_000 });
  await expect(view.getByText('The review was cancelled.')).toHaveCount(0);
});
