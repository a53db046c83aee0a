/**
 * Imported traffic, second part: the per-second editor (after an import and by hand), the Share popover
 * saying whether the link carries the import or a per-second summary, and "Restore my previous work"
 * after importing traffic or rules (it survives a reload).
 */
import { expect, test, type Page } from '@playwright/test';
import { autosaved, openApp, shot, dropFile, fixture, RULE_FIXTURES, TRAFFIC_FIXTURES } from './helpers';

async function pasteTimes(page: Page, text: string) {
  await page.getByRole('button', { name: 'Import traffic…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.getByText('Or paste arrival times').click();
  const box = dialog.getByLabel('Arrival times (one per line, CSV or a JSON array)');
  // a megabyte of text is set at once (as a paste would), not typed
  await box.evaluate((el, v) => {
    (el as HTMLTextAreaElement).value = v;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await dialog.getByRole('button', { name: 'Use these times' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source/)).toBeVisible();
  return dialog;
}

const simulated = async (page: Page) => {
  const text = (await page.getByTestId('observed-totals').textContent()) ?? '';
  const m = /Current rules: (\d+) passed, (\d+) blocked/.exec(text);
  return Number(m?.[1]) + Number(m?.[2]);
};

test('after a metric-log import the counts are edited in the traffic panel: scale, one second, a pasted list', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await dropFile(page, 'demo-metrics.log', fixture(TRAFFIC_FIXTURES, 'demo-metrics-1.8.9.log'));
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await dialog.getByRole('button', { name: 'Edit the counts per second' }).click();
  await expect(dialog).toBeHidden();

  const editor = page.getByRole('region', { name: 'Requests per second' });
  await expect(editor.getByRole('heading', { name: 'Requests per second' })).toBeFocused();
  // the log: 25, 30, 0, 12 offered (pass + block) in its four seconds
  await expect(editor.getByTestId('per-second-stats')).toHaveText(
    '4 s, 67 requests, at most 30 in one second (second 1).',
  );
  await expect(editor.getByRole('note').filter({ hasText: 'seed' })).toContainText('same seed gives the same times');
  await expect(editor.getByRole('spinbutton', { name: 'Requests in second 1' })).toHaveValue('30');
  const table = editor.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'log passed' })).toBeVisible();
  await shot(page, testInfo, 'per-second-editor');
  await editor.screenshot({ path: testInfo.outputPath('per-second-editor-panel.png') });

  // twice the load: the simulated side of the observed figure now decides 134 requests; the log's side stays
  await editor.getByRole('button', { name: '×2' }).click();
  await expect(editor.getByTestId('per-second-stats')).toHaveText(/^4 s, 134 requests/);
  await expect(page.getByTestId('observed-totals')).toHaveText(/Log: 52 passed, 15 blocked/);
  await expect.poll(() => simulated(page)).toBe(134);

  // one second by hand
  const s2 = editor.getByRole('spinbutton', { name: 'Requests in second 2' });
  await s2.fill('40');
  await s2.press('Enter');
  await expect(editor.getByTestId('per-second-stats')).toHaveText(/^4 s, 174 requests, at most 60/);

  // a pasted list, longer than the run: the run grows to play it
  await editor.getByRole('button', { name: 'Paste a list…' }).click();
  const box = editor.getByLabel(/Requests in each second/);
  await expect(box).toHaveValue('50, 60, 40, 24');
  await box.fill('5, 10, x');
  await editor.getByRole('button', { name: 'Use these counts' }).click();
  await expect(editor.getByText('item 3: "x" is not a whole number from 0 to 100000')).toBeVisible();
  await box.fill('5 10 15 20 25 30');
  await editor.getByRole('button', { name: 'Use these counts' }).click();
  await expect(editor.getByTestId('per-second-stats')).toHaveText(/^6 s, 105 requests/);
  await expect(page.getByRole('slider', { name: 'durationMs' })).toHaveValue('6000');

  // the resource the counts enter
  const resource = editor.getByRole('textbox', { name: 'Resource' });
  await resource.fill('GET:/orders');
  await resource.press('Enter');
  await autosaved(page, '"counts":[5,10,15,20,25,30]');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Requests per second' }).getByTestId('per-second-stats')).toHaveText(
    /^6 s, 105 requests/,
  );
  await expect(
    page.getByRole('region', { name: 'Requests per second' }).getByRole('textbox', { name: 'Resource' }),
  ).toHaveValue('GET:/orders');
  expect(errors).toEqual([]);
});

test('counts per second typed by hand, without an import', async ({ page }, testInfo) => {
  await openApp(page);
  const editor = page.getByRole('region', { name: 'Requests per second' });
  await editor.getByRole('button', { name: 'Type counts per second…' }).click();
  const box = editor.getByLabel(/Requests in each second/);
  await box.fill('8, 0, 30');
  await editor.getByRole('button', { name: 'Use these counts' }).click();
  await expect(editor.getByTestId('per-second-stats')).toHaveText(
    '3 s, 38 requests, at most 30 in one second (second 2).',
  );
  await expect(page.getByRole('slider', { name: 'durationMs' })).toHaveValue('3000');
  // the QPS chart's table: every offered request is decided (passed + blocked over the run = 38)
  await autosaved(page, '"counts":[8,0,30]');
  await shot(page, testInfo, 'per-second-by-hand');
});

test('importing traffic keeps the scenario before it: the restore survives a reload and brings it back', async ({
  page,
}, testInfo) => {
  await openApp(page);
  // some work of one's own first
  await page.getByRole('slider', { name: 'durationMs' }).fill('7000');
  await autosaved(page, '"durationMs":7000');
  const dialog = await pasteTimes(page, '0\n100\n250\n1900');
  await expect(dialog.getByText(/Restore my previous work/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const notice = page.getByTestId('previous-work');
  await expect(notice).toHaveText('You imported traffic. The scenario before the import is kept.');
  await autosaved(page, '"replay"');
  await page.reload();
  await expect(page.getByTestId('previous-work')).toHaveText(/You imported traffic/);
  await shot(page, testInfo, 'restore-after-import');
  await page.getByRole('button', { name: 'Restore my previous work' }).click();
  await expect(page.getByTestId('previous-work')).toBeHidden();
  await expect(page.getByRole('slider', { name: 'durationMs' })).toHaveValue('7000');
  await expect(page.getByLabel('Shape', { exact: true })).not.toHaveValue('custom');
  // restored work stays restored after a reload, and the notice does not come back. The kept work before the
  // import holds "durationMs":7000 too: only the autosave itself proves the restored work was saved.
  await autosaved(page, '"durationMs":7000', 'flowlab.autosave');
  await page.reload();
  await expect(page.getByRole('slider', { name: 'durationMs' })).toHaveValue('7000');
  await expect(page.getByTestId('previous-work')).toBeHidden();
});

test('importing rules keeps the scenario before it; Dismiss forgets the offer', async ({ page }) => {
  await openApp(page);
  const text = fixture(RULE_FIXTURES, 'dashboard-flow.json').replace(/"count": ?20\.0/, '"count": 35.0');
  await dropFile(page, 'flow-rules.json', text, { type: 'application/json' });
  await expect(page.getByTestId('previous-work')).toHaveText(
    'You imported rules. The scenario before the import is kept.',
  );
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('previous-work')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('previous-work')).toBeHidden();
});

test('Share says the link carries a small import in full, and a summary of a big one, with sizes', async ({
  page,
}, testInfo) => {
  // 100,000 arrival times are parsed, simulated, autosaved and encoded: slow on a busy 2-core machine
  test.setTimeout(90_000);
  await openApp(page);
  await pasteTimes(page, '0\n100\n250\n1900');
  await page.getByRole('dialog', { name: 'Import traffic' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  const note = page.getByTestId('share-traffic');
  await expect(note).toHaveText(/carries the imported traffic in full \(1 source\(s\), as imported\)/);
  await expect(note).toContainText('of the 1,000 KB a link holds');
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // 100,000 arrival times: about 1.2 MB of JSON, more than a link holds
  const times = Array.from({ length: 100_000 }, (_, i) => (i * 5.123).toFixed(3)).join('\n');
  await pasteTimes(page, times);
  await page.getByRole('dialog', { name: 'Import traffic' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(note).toHaveText(/per-second summary of the imported traffic, not its 100,000 arrival times/);
  await expect(note).toContainText(/The full scenario is [\d,]+ KB of JSON, more than the 1,000 KB a link holds/);
  await shot(page, testInfo, 'share-summary');
  // whoever opens the link gets the counts per second in the editor, labelled as a summary
  const url = await page.getByLabel('Share link').inputValue();
  const other = await page.context().newPage();
  await openApp(other, url.replace(/^https?:\/\/[^/]+/, ''));
  const editor = other.getByRole('region', { name: 'Requests per second' });
  await expect(editor.getByText(/per-second summary of 100000 arrival times/)).toBeVisible();
  await expect(editor.getByTestId('per-second-stats')).toContainText('100,000 requests');
});

test('the per-second editor and the restore notice in 中文', async ({ page }, testInfo) => {
  // openApp waits for the English chart title: wait for the Chinese page instead
  await page.goto('/?lang=zh');
  const editor = page.getByRole('region', { name: '每秒请求数' });
  await editor.getByRole('button', { name: '逐秒输入请求数…' }).click();
  await editor.getByLabel(/每秒的请求数/).fill('3, 4');
  await editor.getByRole('button', { name: '使用这些数量' }).click();
  await expect(editor.getByTestId('per-second-stats')).toHaveText('2 秒，共 7 个请求，单秒最多 4 个（第 1 秒）。');
  await page.getByRole('button', { name: '导入流量…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('summary').click();
  await dialog.locator('textarea').fill('0\n500');
  await dialog.getByRole('button', { name: '使用这些时间' }).click();
  await expect(page.getByTestId('previous-work')).toHaveText('你导入了流量。导入前的场景已保留。');
  await shot(page, testInfo, 'zh');
});
