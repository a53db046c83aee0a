/**
 * Issue 11, item 2: big or hostile input never freezes the tab or throws. Too deep and too big texts get
 * a clear message (and the last good run stays); 500 rules of each kind are accepted, the slot chain
 * included. Timings are measured by bench/paste-budgets.ts, not asserted here.
 */
import { expect, test, type Page } from '@playwright/test';
import { cursorValue, openApp, pasteInto, settled, watchLongTasks } from './helpers';

function ruleRegion(page: Page) {
  return page.getByRole('region', { name: 'Rule JSON' });
}

async function editorBox(page: Page) {
  await expect(ruleRegion(page).locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  return ruleRegion(page).getByRole('textbox', { name: /Rule JSON editor/ });
}

test('100,000 nested [ : a clear message, no page error, the last good run stays', async ({ page }) => {
  const errors = await openApp(page);
  await pasteInto(page, await editorBox(page), '['.repeat(100_000));
  const alert = ruleRegion(page).getByRole('alert');
  await expect(alert).toContainText('nested more than 32 levels');
  await expect(ruleRegion(page).getByRole('note')).toHaveCount(0); // 100 kB: below the large-text size
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await page.waitForTimeout(2000); // Monaco's own JSON worker would have run by now
  expect(errors).toEqual([]);
});

test('a 2 MB paste: "too large", the editor\'s own JSON checks off, no page error, the run stays', async ({ page }) => {
  const errors = await openApp(page);
  const one = JSON.stringify({ resource: 'GET:/api/orders', limitApp: 'default', grade: 1, count: 10 });
  const text = `[${Array.from({ length: Math.ceil(2_000_000 / one.length) }, () => one).join(',')}]`;
  await pasteInto(page, await editorBox(page), text);
  const alert = ruleRegion(page).getByRole('alert');
  await expect(alert).toContainText('too large to read');
  await expect(alert).toContainText('at most 1,000,000');
  await expect(ruleRegion(page).getByRole('note')).toContainText("the editor's own JSON checks are off");
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  // back to a small text: the message goes, the rule applies
  await pasteInto(
    page,
    await editorBox(page),
    '[{"resource":"demo","count":50,"grade":1,"controlBehavior":1,"warmUpPeriodSec":10}]',
  );
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^250\s*tokens$/);
  await expect(alert).toHaveCount(0);
  await expect(ruleRegion(page).getByRole('note')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Issue 21 #14 / issue 26 #9: Monaco's bracket tree walked every `[` of a text its JSON mode had been switched off
// for (plain text still has bracket pairs): 450-500 ms in one task. The large-text language has no brackets.
for (const [name, text, says] of [
  ['100,000 nested [', '['.repeat(100_000), 'nested more than 32 levels'],
  ['a 100,000-deep YAML', 'spring: ' + '['.repeat(100_000), 'Not applied'],
] as const) {
  test(`${name}: no main-thread task over 200 ms, a key typed after it neither; a reload keeps the last run`, async ({
    page,
  }, testInfo) => {
    const errors = await openApp(page);
    const box = await editorBox(page);
    await page.waitForTimeout(500);
    const longest = await watchLongTasks(page);
    await pasteInto(page, box, text);
    await expect(ruleRegion(page).getByRole('alert').first()).toContainText(says);
    await page.waitForTimeout(2000); // the apply delay, the worker's answer, autosave
    await page.keyboard.press('End');
    await page.keyboard.type(']');
    await page.waitForTimeout(1500);
    const ms = await longest();
    testInfo.annotations.push({ type: 'longest main-thread task (ms)', description: String(ms) });
    expect(ms).toBeLessThan(200);
    await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
    await page.reload();
    await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
    await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
    expect(errors).toEqual([]);
  });
}

const N = 500;
const each = (f: (i: number) => object) =>
  JSON.stringify(
    Array.from({ length: N }, (_, i) => f(i)),
    null,
    2,
  );

test('500 rules of each kind are accepted and run through the slot chain', async ({ page }) => {
  const errors = await openApp(page);
  await page.getByLabel('Breaker presets').selectOption({ label: 'Authority: black list' });
  const box = await editorBox(page);
  const texts: [RegExp, string][] = [
    [/^Flow/, each((i) => ({ resource: i === 0 ? 'demo' : `r${i}`, count: 100 + i }))],
    [/^Degrade/, each((i) => ({ resource: i === 0 ? 'demo' : `r${i}`, grade: 2, count: 50, timeWindow: 2 }))],
    [/^Authority/, each((i) => ({ resource: i === 0 ? 'demo' : `r${i}`, limitApp: 'appA', strategy: 1 }))],
    [/^System/, each((i) => ({ qps: 100_000 + i }))],
  ];
  for (const [tab, text] of texts) {
    await page.getByRole('tab', { name: tab }).click();
    await pasteInto(page, box, text);
  }
  await expect(page.getByRole('tab', { name: /problem/ })).toHaveCount(0);
  await settled(page);
  await expect(page.locator('[data-testid="slot-chain"]')).toBeVisible({ timeout: 15_000 });
  await expect(ruleRegion(page).getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.stale-note')).toHaveCount(0);
  // the run holds all of them: the saved scenario has 500 of each kind
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = (
          JSON.parse(localStorage.getItem('flowlab.autosave') ?? '{}') as { scenario?: Record<string, unknown[]> }
        ).scenario;
        return ['rules', 'degradeRules', 'authorityRules', 'systemRules'].map((k) => s?.[k]?.length ?? 0);
      }),
    )
    .toEqual([N, N, N, N]);
  expect(errors).toEqual([]);
});
