/**
 * Issue 14, cluster flow control: pick the cluster limiter, 5 nodes GLOBAL, see the node strip and the token
 * server's view; add a "server down" fault and see the nodes fall back in the timeline; explain one decision
 * across the hop; open a Cluster example; 中文 labels.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openApp, shot } from './helpers';

const strip = (page: Page) => page.getByTestId('node-strip');
const server = (page: Page) => page.getByTestId('server-view');
const timeline = (page: Page) => page.getByTestId('fault-timeline');

async function pickCluster(page: Page) {
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-cluster');
  await expect(strip(page)).toBeVisible();
}

test('cluster GLOBAL over 5 nodes: node strip, server view; a server-down fault sends every node to its fallback', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await pickCluster(page);
  await page.getByRole('spinbutton', { name: 'nodes value' }).fill('5');
  await page.getByRole('spinbutton', { name: 'thresholdType value' }).fill('1');
  await expect(strip(page).locator('li.node')).toHaveCount(5);
  await expect(server(page)).toContainText('Token server: flowId 1');
  await page.keyboard.press('End');
  await expect(server(page).getByTestId('server-formula')).toContainText('GLOBAL: threshold = count 20 = 20');
  await expect(timeline(page).getByTestId('fell-back')).toContainText('No node fell back.');

  // a server-down fault at 12 s: every node falls back, the timeline says so
  const editor = page.getByTestId('fault-editor');
  await editor.getByTestId('fault-kind').selectOption('serverDown');
  await editor.getByTestId('fault-at').fill('12000');
  await editor.getByTestId('fault-add').click();
  await expect(editor.getByRole('listitem')).toContainText(['12000 ms: token server down']);
  await expect(timeline(page).getByTestId('fell-back')).toContainText('5 nodes fell back: 0, 1, 2, 3, 4');
  await expect(timeline(page).locator('rect.fallback')).toHaveCount(5);
  await page.getByRole('heading', { level: 1 }).click(); // focus on the page, not on the editor's inputs
  await page.keyboard.press('End');
  await expect(server(page)).toContainText('The token server is down');
  await shot(page, testInfo, 'cluster-server-down');

  // explain a decision after the outage: the node, no answer from the server, the local fallback
  const panel = page.getByRole('region', { name: 'Explain this decision' });
  if ((await panel.count()) === 0)
    await page.getByRole('button', { name: 'Explain the request at the cursor' }).click();
  await expect(panel).toContainText('Arrives at node');
  await expect(panel).toContainText('No answer from the server');
  await expect(panel).toContainText('fallbackToLocalWhenFail');
  // without fallbackToLocalWhenFail the rule is simply not applied while the server is away
  await editor.getByRole('checkbox', { name: /fallbackToLocalWhenFail/ }).uncheck();
  await expect(panel).toContainText('fallbackToLocalWhenFail is false');
  await editor.getByRole('checkbox', { name: /fallbackToLocalWhenFail/ }).check();
  await page.keyboard.press('Home');
  // the fault can be removed again
  await editor.getByRole('button', { name: 'Remove fault 1' }).click();
  await expect(timeline(page).getByTestId('fell-back')).toContainText('No node fell back.');
  expect(errors).toEqual([]);
});

test('explain across the hop: the server’s ClusterFlowChecker computation, with the threshold', async ({ page }) => {
  await openApp(page);
  await pickCluster(page);
  await page.keyboard.press('End');
  const panel = page.getByRole('region', { name: 'Explain this decision' });
  if ((await panel.count()) === 0)
    await page.getByRole('button', { name: 'Explain the request at the cursor' }).click();
  await expect(panel).toContainText('asks the token server for flowId 1');
  await expect(panel).toContainText('GLOBAL: threshold = count 20');
  await expect(panel).toContainText(/Window: .* passed/);
});

test('Examples: the Cluster group opens a preset on the cluster limiter', async ({ page }) => {
  const errors = await openApp(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog.getByRole('heading', { name: 'Cluster' })).toBeVisible();
  await dialog.getByRole('button', { name: /^AVG_LOCAL with zero connected clients/ }).click();
  await expect(dialog.getByText('Loaded:')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(strip(page).locator('li.node')).toHaveCount(2);
  await page.keyboard.press('End');
  await expect(server(page).getByTestId('server-formula')).toContainText(
    'AVG_LOCAL: threshold = count 10 × 0 clients = 0',
  );
  await expect(timeline(page)).toContainText('node 1 disconnects');
  expect(errors).toEqual([]);
});

test('中文: the cluster limiter and its panels speak Chinese', async ({ page }) => {
  await page.goto('/?lang=zh');
  const picker = page.getByRole('combobox', { name: '限流器' });
  await expect(picker).toBeVisible();
  await picker.selectOption('sentinel-cluster');
  await expect(picker.locator('option:checked')).toHaveText('集群流控（Token Server）');
  await expect(strip(page)).toContainText('每秒通过 / 拒绝 / 失败退化');
  await expect(page.getByTestId('fault-editor')).toContainText('集群设置与故障');
});

test('Compare: cluster GLOBAL vs every node limiting locally at count ÷ N, on the same traffic', async ({ page }) => {
  const errors = await openApp(page);
  await pickCluster(page);
  await page.getByTestId('fault-editor').getByRole('button', { name: 'Compare with local count ÷ N' }).click();
  await expect(page).toHaveURL(/[#&]compare=cluster-vs-local/);
  const cluster = page.getByRole('region', { name: /^Cluster GLOBAL count 20 over 5 nodes/ });
  const local = page.getByRole('region', { name: /^Each of 5 nodes locally at 4/ });
  await expect(cluster.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  await expect(local.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  const table = page.getByRole('table', { name: /Totals over the run/ });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('axe: the cluster panels have no serious or critical violations, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await pickCluster(page);
  await page.getByTestId('fault-editor').getByTestId('fault-add').click();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const id of ['node-strip', 'server-view', 'fault-timeline', 'fault-editor']) {
      const found = (await new AxeBuilder({ page }).include(`[data-testid="${id}"]`).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(found, `${id} ${scheme}`).toEqual([]);
    }
  }
});
