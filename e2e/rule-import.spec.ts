import { expect, test } from '@playwright/test';
import { cursorValue, dropFile, fixture as ruleFixture, openApp, pasteInto, RULE_FIXTURES, shot } from './helpers';

const fixture = (name: string) => ruleFixture(RULE_FIXTURES, name);

test("the dashboard's FlowRuleEntity JSON dropped on the page runs as the flow rule, with a note on what was ignored", async ({
  page,
}, testInfo) => {
  await openApp(page);
  const text = fixture('dashboard-flow.json').replace(/"count": ?20\.0/, '"count": 35.0');
  await dropFile(page, 'flow-rules.json', text, { type: 'application/json' });
  const note = page.getByRole('status').filter({ hasText: 'Opened flow-rules.json' });
  await expect(note).toContainText('Read dashboard rules: 1 rules.');
  await expect(note).toContainText('[0]: dashboard entity: ignored id, app, ip, port, gmtCreate, gmtModified');
  await expect(cursorValue(page, 'count')).toHaveText(/^35\s*QPS$/);
  await shot(page, testInfo, 'dashboard-rules');
});

test('Spring Cloud Alibaba YAML: inline rules are applied, a Nacos data source says where its rules live', async ({
  page,
}) => {
  await openApp(page);
  await dropFile(page, 'application.yml', fixture('application.yml'), { type: 'text/yaml' });
  const note = page.getByRole('status').filter({ hasText: 'Opened application.yml' });
  await expect(note).toContainText('1 degradeRules');
  await expect(note).toContainText('Nacos dataId ${spring.application.name}-flow-rules group SENTINEL_GROUP');
});

test('pasting dashboard entities into the rule editor converts them to data-source JSON', async ({ page }) => {
  await openApp(page);
  const region = page.getByRole('region', { name: 'Rule JSON' });
  await expect(region.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  // a paste (one edit), as a user brings such a file; the worker reads it (typed key by key, Monaco's closing
  // brackets would make each keystroke a different text, and the newest one wins)
  const box = region.getByRole('textbox', { name: /Rule JSON editor/ });
  await pasteInto(page, box, fixture('dashboard-flow.json').replace(/"count": ?20\.0/, '"count": 12.0'));
  await expect(region.getByRole('status')).toContainText('Read the pasted rules as Sentinel data-source JSON.');
  await expect(region.locator('.view-lines')).not.toContainText('gmtCreate');
  await expect(cursorValue(page, 'count')).toHaveText(/^12\s*QPS$/);
});
