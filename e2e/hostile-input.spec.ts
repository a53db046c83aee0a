/**
 * Issues 21 and 26: hostile rule and scenario text, as a user meets it. A rule key named like an
 * Object.prototype member runs and survives a reload; a refused scenario file says why and opens nothing;
 * YAML that cannot be read (thousands of errors, an alias bomb) says why, bounded, and the last good run stays
 * across a reload. Every hostile input is generated here. Timings are measured by bench/paste-budgets.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { autosaved, cursorValue, openApp, pasteInto, ruleBox } from './helpers';

const ruleRegion = (page: Page) => page.getByRole('region', { name: 'Rule JSON' });

async function pickFile(page: Page, name: string, text: string, mimeType = 'application/json') {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import JSON…' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType, buffer: Buffer.from(text) });
}

const WARM_UP_50 = '"resource":"demo","count":50,"grade":1,"controlBehavior":1,"warmUpPeriodSec":10';

test('rule keys named toString, valueOf, constructor… run, name the key, and survive a reload', async ({ page }) => {
  const errors = await openApp(page);
  const keys = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__'];
  await pasteInto(page, await ruleBox(page), `[{${WARM_UP_50},${keys.map((k, i) => `"${k}":${i}`).join(',')}}]`);
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^250\s*tokens$/);
  await expect(ruleRegion(page).getByRole('alert')).toHaveCount(0);
  await expect(ruleRegion(page).locator('.squiggly-warning').first()).toBeAttached();
  await autosaved(page, 'hasOwnProperty');
  await page.reload();
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^250\s*tokens$/);
  await expect(ruleRegion(page).locator('.view-lines')).toContainText('hasOwnProperty');
  expect(errors).toEqual([]);
});

test('Import JSON… of a refused scenario says why with the field, opens nothing, and a reload keeps the work', async ({
  page,
}) => {
  const errors = await openApp(page);
  const bad = { version: 1, durationMs: 1.5, rules: [{ resource: 'demo', count: 3 }] };
  await pickFile(page, 'broken-scenario.json', JSON.stringify(bad));
  const alert = page.getByRole('alert').filter({ hasText: 'This file could not be opened (broken-scenario.json)' });
  await expect(alert).toContainText('durationMs: must be an integer');
  await expect(page.getByText('Opened broken-scenario.json')).toHaveCount(0);
  await expect(cursorValue(page, 'count')).toHaveText(/^20\s*QPS$/);
  // a scenario with a prototype-named key in a rule opens and runs
  const good = { version: 1, rules: [{ resource: 'demo', count: 30, toString: 1, valueOf: 2 }] };
  await pickFile(page, 'proto-keys.json', JSON.stringify(good));
  await expect(page.getByRole('status').filter({ hasText: 'Opened proto-keys.json' })).toBeVisible();
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  await autosaved(page, '"count":30');
  await page.reload();
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  expect(errors).toEqual([]);
});

test('a .yml with thousands of errors is refused in a few words; the popover is bounded', async ({ page }) => {
  const errors = await openApp(page);
  const yml = Array.from({ length: 5000 }, (_, i) => `key${i}: "x\n: :\n`).join('');
  await pickFile(page, 'application.yml', yml, 'text/yaml');
  const alert = page.getByRole('alert').filter({ hasText: 'This file could not be opened (application.yml)' });
  await expect(alert).toContainText('the YAML could not be read: line');
  await expect(alert).toContainText('(and 18 more)');
  await expect(cursorValue(page, 'count')).toHaveText(/^20\s*QPS$/);
  // rules with thousands of notes: ten are listed, then how many more
  const junk = [{ resource: 'demo', count: 40 }, ...Array.from({ length: 3000 }, (_, i) => i)];
  await pickFile(page, 'flow-rules.json', JSON.stringify(junk));
  const note = page.getByRole('status').filter({ hasText: 'Opened flow-rules.json' });
  await expect(note).toContainText('and 2990 more notes');
  await expect(note.getByRole('listitem')).toHaveCount(12);
  await expect(cursorValue(page, 'count')).toHaveText(/^40\s*QPS$/);
  expect(errors).toEqual([]);
});

test("a YAML alias bomb pasted in the editor says the parser's reason; the last good run stays", async ({ page }) => {
  const errors = await openApp(page);
  const bomb = ['spring: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 9; i++)
    bomb.push(
      `k${i}: &a${i} [${Array(10)
        .fill(i === 1 ? '*a' : `*a${i - 1}`)
        .join(', ')}]`,
    );
  await pasteInto(page, await ruleBox(page), bomb.join('\n'));
  const status = ruleRegion(page).getByRole('status');
  await expect(status).toContainText('The pasted text was not read as rules: the YAML could not be read: line 1');
  await expect(status).toContainText('lias count');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await autosaved(page, 'k8: &a8');
  await page.reload();
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  expect(errors).toEqual([]);
});
