import { expect, test, type Page } from '@playwright/test';
import { cursorValue, exportedScenario, figure, importScenario, openApp, pasteInto } from './helpers';

// Issue 11, item 1: whatever was autosaved (a rule Sentinel rejects, too many rules, an object instead of
// an array, in any tab, after an import or from a link), a reload shows the last good run, the kept
// text and its error within 2 s.

function ruleRegion(page: Page) {
  return page.getByRole('region', { name: 'Rule JSON' });
}

async function editorBox(page: Page) {
  await expect(ruleRegion(page).locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  return ruleRegion(page).getByRole('textbox', { name: /Rule JSON editor/ });
}

async function replaceText(page: Page, text: string) {
  await pasteInto(page, await editorBox(page), text);
}

/** Waits until the autosave holds `text` in one of the rule editor's tabs (as typed). */
async function autosaved(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate((t) => {
        const saved = JSON.parse(localStorage.getItem('flowlab.autosave') ?? 'null') as { editorText?: string } | null;
        if (typeof saved?.editorText !== 'string') return false;
        const texts = (JSON.parse(saved.editorText) as { texts: Record<string, string> }).texts;
        return Object.values(texts).some((v) => v.includes(t));
      }, text),
    )
    .toBe(true);
}

/** Reload and expect the last good run drawn within 2 s. */
async function reloadShowsRun(page: Page) {
  await page.reload();
  await expect(figure(page, 'Passed and blocked QPS')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText(/Simulating the scenario/)).toHaveCount(0);
}

const tooMany = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ resource: `r${i}`, count: 10, grade: 1 })));

const FLOW_CASES: { name: string; text: string; words: RegExp; marker: string }[] = [
  {
    name: 'a negative count',
    text: '[{"resource":"demo","count":-1,"grade":1}]',
    words: /rules\[0\]\.count/,
    marker: '"count":-1',
  },
  { name: 'too many rules', text: tooMany(501), words: /at most/, marker: '"resource":"r500"' },
  { name: 'an object, not an array', text: '{"resource":"demo","count":5}', words: /array/, marker: '"count":5}' },
];

for (const c of FLOW_CASES) {
  test(`reload after autosaving ${c.name} in the Flow tab shows the last good run, the text and its error`, async ({
    page,
  }) => {
    const errors = await openApp(page);
    await replaceText(page, c.text);
    await expect(ruleRegion(page).getByRole('alert')).toContainText(c.words);
    await autosaved(page, c.marker);
    await reloadShowsRun(page);
    await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
    await editorBox(page);
    await expect(ruleRegion(page).getByRole('alert')).toContainText(c.words);
    // a second reload is the same
    await reloadShowsRun(page);
    await editorBox(page);
    await expect(ruleRegion(page).getByRole('alert')).toContainText(c.words);
    expect(errors).toEqual([]);
  });
}

test('reload after autosaving a rejected Degrade rule shows the run and the Degrade tab problem', async ({ page }) => {
  await openApp(page);
  await editorBox(page);
  await page.getByRole('tab', { name: /^Degrade/ }).click();
  await replaceText(page, '[{"resource": "demo", "grade": 0, "count": 100, "timeWindow": 0}]');
  await expect(page.getByRole('tab', { name: /^Degrade, \d+ problem/ })).toBeVisible();
  await autosaved(page, '"timeWindow": 0');
  await reloadShowsRun(page);
  await editorBox(page);
  await expect(page.getByRole('tab', { name: /^Degrade, \d+ problem/ })).toBeVisible();
});

test('a link whose scenario runs, with a rejected rule autosaved for it, reloads to the run', async ({ page }) => {
  await openApp(page);
  await replaceText(page, '[{"resource":"demo","count":-1,"grade":1}]');
  await autosaved(page, '"count":-1');
  await expect(page).toHaveURL(/#/);
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(figure(page, 'Passed and blocked QPS')).toBeVisible({ timeout: 2_000 });
  await editorBox(page);
  await expect(ruleRegion(page).getByRole('alert')).toContainText('rules[0].count');
});

test('an imported scenario with a rejected rule typed after it reloads to the imported run', async ({ page }) => {
  await openApp(page);
  const scenario = (await exportedScenario(page)) as { rules: { count: number }[] };
  scenario.rules[0].count = 30;
  await importScenario(page, scenario);
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  await replaceText(page, '{"resource":"demo","count":5}');
  await expect(ruleRegion(page).getByRole('alert')).toContainText(/array/);
  await autosaved(page, '"count":5}');
  await reloadShowsRun(page);
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  await editorBox(page);
  await expect(ruleRegion(page).getByRole('alert')).toContainText(/array/);
});
