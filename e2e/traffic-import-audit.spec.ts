/**
 * Issue 15 walked through in the browser, the parts not covered by traffic-import(-2) and rule-import:
 * an access log with its time format and resource naming, several metric-log resources, a failed import
 * that leaves the work as it was, gateway rules and properties files with their notes.
 */
import { expect, test } from '@playwright/test';
import { openApp, shot, dropFile, fixture, RULE_FIXTURES, TRAFFIC_FIXTURES } from './helpers';

test('an access log written with $time_iso8601: the time format is recognised, resources named METHOD:path', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  const log = [
    '10.0.0.2 - - [2023-11-15T06:13:20+00:00] "GET /orders?id=7 HTTP/1.1" 200 512 "-" "curl/8.0" 0.012',
    '10.0.0.3 - - [2023-11-15T06:13:20.500+00:00] "POST /orders HTTP/1.1" 429 0 "-" "curl/8.0" 0.002',
    'garbage',
    '10.0.0.2 - - [2023-11-15T06:13:22+00:00] "GET /orders?id=8 HTTP/1.1" 200 512 "-" "curl/8.0" 0.010',
    '10.0.0.2 - - [2023-11-15T06:13:22.250+00:00] "GET /orders?id=9 HTTP/1.1" 200 512 "-" "curl/8.0" 0.011',
  ].join('\n');
  await dropFile(page, 'access.log', log);
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(dialog.getByText('Format: access log (combined format)')).toBeVisible();
  await expect(dialog.getByLabel('Time format', { exact: true })).toHaveValue('iso');
  await dialog.getByLabel('Resource column', { exact: true }).selectOption('method-path');
  await dialog.getByRole('checkbox', { name: /The first query value as the argument/ }).check();
  await shot(page, testInfo, 'access-options');
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  const bad = dialog.getByTestId('bad-lines');
  await expect(bad).toContainText('1 bad line (skipped)');
  await expect(bad).toContainText('line 3: is not in the combined (or common) log format');
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 2 traffic source\(s\) over 3 s \(every arrival time kept\)/)).toBeVisible();
  await expect(dialog.getByText('3 parameter values kept as each request’s args[0] (a String)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // the GET group (3 requests) enters the main resource; the POST one keeps its name
  await expect(page.locator('option', { hasText: '#1 replay → demo' })).toHaveCount(1);
  await expect(page.locator('option', { hasText: '#2 replay → POST:/orders' })).toHaveCount(1);
  // the wrong time format makes every line a bad line that says what it expected
  await dropFile(page, 'access.log', log);
  await dialog.getByLabel('Time format', { exact: true }).selectOption('clf');
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  await expect(bad).toContainText('line 1: time [2023-11-15T06:13:20+00:00] is not like 10/Oct/2000:13:55:36 -0700');
  await expect(dialog.getByRole('alert')).toHaveText('Nothing to import: no usable lines.');
  await expect(dialog.getByRole('button', { name: 'Use this traffic' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a file with no usable line changes nothing and offers no restore', async ({ page }) => {
  await openApp(page);
  await page.getByRole('slider', { name: 'durationMs' }).fill('9000');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('flowlab.autosave') ?? '')).toContain('9000');
  const before = await page.evaluate(() => localStorage.getItem('flowlab.autosave'));
  await dropFile(page, 'requests.csv', 'ts,client\nnot-a-time,a\nnever,b\n');
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Nothing to import: no usable lines.');
  await expect(dialog.getByTestId('bad-lines')).toContainText('2 bad lines (skipped)');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('previous-work')).toHaveCount(0);
  await expect(page.getByRole('slider', { name: 'durationMs' })).toHaveValue('9000');
  expect(await page.evaluate(() => localStorage.getItem('flowlab.autosave'))).toBe(before);
});

test('gateway dashboard entities are converted and applied; a properties file says where its rules live', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await dropFile(page, 'gw.json', fixture(RULE_FIXTURES, 'gateway-entity.json'), { type: 'application/json' });
  const note = page.getByRole('status').filter({ hasText: 'Opened gw.json' });
  await expect(note).toContainText('[0]: dashboard entity: ignored id, app, ip, port, gmtCreate, gmtModified');
  await expect(note).toContainText('interval 2 × intervalUnit 1 → intervalSec 120');
  // gateway rules are part of the scenario now: applied, so the replaced work can be restored
  await expect(note).toContainText('Read dashboard rules: 1 gatewayFlowRules.');
  await expect(note.getByRole('button', { name: 'Restore my previous work' })).toBeVisible();
  await shot(page, testInfo, 'gateway');
  await note.getByRole('button', { name: 'Close' }).click();

  await dropFile(page, 'application.properties', fixture(RULE_FIXTURES, 'application.properties'));
  const props = page.getByRole('status').filter({ hasText: 'Opened application.properties' });
  await expect(props).toContainText('Read spring rules: 1 rules.');
  await expect(props).toContainText('its rules live in file classpath:flowrule.json');
  await expect(page.getByTestId('previous-work')).toHaveText(/You imported rules/);
  await shot(page, testInfo, 'properties');
});

test('two metric-log resources: two per-second sources, each with its own counts in the editor', async ({ page }) => {
  await openApp(page);
  await dropFile(page, 'demo-metrics.log', fixture(TRAFFIC_FIXTURES, 'demo-metrics-1.8.9.log'));
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.getByRole('checkbox', { name: /OrderService/ }).check();
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 2 traffic source\(s\) over 4 s \(counts per second\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit the counts per second' }).click();
  const editor = page.getByRole('region', { name: 'Requests per second' });
  await expect(editor.getByTestId('per-second-stats')).toHaveText(/^4 s, 67 requests/);
  await editor.getByRole('combobox', { name: 'Source' }).selectOption({ index: 1 });
  // the second resource: 4 requests in the log's last second (the fourth of the window)
  await expect(editor.getByTestId('per-second-stats')).toHaveText(
    '4 s, 4 requests, at most 4 in one second (second 3).',
  );
  await expect(editor.getByRole('textbox', { name: 'Resource' })).toHaveValue(
    'com.example.OrderService:find(java.lang.Long)',
  );
});

test('a metric log of many resources: filter the list by name, pick one', async ({ page }) => {
  await openApp(page);
  const lines = Array.from(
    { length: 60 },
    (_, k) => `1700000000000|2023-11-15 06:13:20|GET:/api/r${k}|${k + 1}|0|${k + 1}|0|5|0|1|1`,
  );
  await dropFile(page, 'many-metrics.log', lines.join('\n'));
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  const resources = dialog.getByRole('group', { name: /Resources/ });
  await expect(resources.getByRole('checkbox')).toHaveCount(50);
  await expect(resources.getByText('10 more: filter by name to find them')).toBeVisible();
  // the busiest is picked already (r59: 60 passed); add r7, found by name
  await expect(resources.getByRole('checkbox', { name: /GET:\/api\/r59 / })).toBeChecked();
  await resources.getByRole('searchbox', { name: 'Filter resources by name' }).fill('r7');
  await expect(resources.getByRole('checkbox')).toHaveCount(1);
  await resources.getByRole('checkbox', { name: /GET:\/api\/r7 / }).check();
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 2 traffic source\(s\) over 1 s/)).toBeVisible();
});
