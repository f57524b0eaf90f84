import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, platformTotalPattern, test } from './fixtures.ts';
import { answerFormCaptcha } from './account-steps.ts';
import { screenshots } from './screenshots.ts';
import type { TFunction } from 'i18next';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The agent's screens in the merchant's default language (ttslot English, sahara Arabic, right to left), from the locale files. */
function agentTexts(text: TFunction, merchant: Merchant) {
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, menu: text('agent:home.menu'), footer: text('agent:home.footer'), teamPnl: text('nav.team_pnl'),
    onlineService: text('nav.online_service'), openAccount: text('nav.open_account'), dividend: text('nav.dividend'),
    cancel: text('agent:contract.cancel'), go: text('agent:contract.go'), daily: text('agent:contract.daily.title'), dividendContract: text('agent:contract.dividend.title'),
    hourly: text('agent:contract.hourly.title'), accept: text('agent:contract.accept'), accepted: text('agent:contract.status.accepted'),
    bets: text('agent:team.bets'), preset30: text('agent:team.preset_30'), search: text('agent:team.search'), searchButton: text('agent:team.search_button'),
  };
}

const shoot = screenshots('agents');

/** agent01's token, for asking the platform what the screens should show. */
async function agentToken(request: APIRequestContext): Promise<string> {
  const body = (await (await request.post('/wps/session/login', { data: { username: 'agent01', password: 'Agent@1234', type: 'username' } })).json()) as { value: { token: string } };
  return body.value.token;
}

async function platform<T>(request: APIRequestContext, path: string, token: string, params: Record<string, string | number>): Promise<T> {
  const response = await request.get(path, { params, headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { value: T }).value;
}

const localDay = (offset = 0): string => {
  const d = new Date();
  d.setDate(d.getDate() - offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Answers the contract prompts in order: each named by its title, Cancel or Go. */
async function answerPrompt(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

// The runtime menu switch and the contract answers are sandbox-wide: this file's journeys run one after another.
test.describe.configure({ mode: 'serial' });

test('agent home: agent01 sees the greeting, balance, today\'s team counters from the platform, the grid by the menu keys and the footer (SPEC 2.13)', { tag: '@brand' }, async ({ page, merchant, signIn, request, sandbox, text }) => {
  const l = agentTexts(text, merchant);
  await sandbox('agent-contracts', { username: 'agent01' });
  await signIn(page, 'agent01');
  await page.goto('/m/agent');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  // the prompts come first; put them away to look at the page
  await answerPrompt(page, l.daily, l.cancel);
  await answerPrompt(page, l.dividendContract, l.cancel);
  await answerPrompt(page, l.hourly, l.cancel);
  await expect(page.getByTestId('agent-name')).toHaveText('agent01');
  await expect(page.getByTestId('agent-balance')).toHaveText(await platformTotalPattern(page));
  await expect(page.getByRole('link', { name: text('agent:home.withdraw'), exact: true })).toHaveAttribute('href', '/m/withdraw');
  const token = await agentToken(request);
  const kpi = await platform<{ footer: Record<string, number> }>(request, '/wps/agent/team-kpi', token, { startDate: localDay(), endDate: localDay(), size: 0 });
  await expect(page.getByTestId('counter-logged_in')).toHaveText(String(kpi.footer['teamLoginMemberCount']));
  await expect(page.getByTestId('counter-betting')).toHaveText(String(kpi.footer['teamBetMemberCount']));
  await expect(page.getByTestId('counter-registered')).toHaveText(String(kpi.footer['teamRegisterMemberCount']));
  await expect(page.getByTestId('counter-online')).toHaveText(String(kpi.footer['teamOnlineCount']));
  const grid = page.getByRole('navigation', { name: l.menu });
  // one item per grid entry whose key the merchant's menu permits, and online service
  const shown = merchant.layout.agentGrid.filter((item) => item.key === undefined || merchant.agentMenu.includes(item.key));
  await expect(grid.getByRole('listitem')).toHaveCount(shown.length);
  await expect(grid.getByRole('button', { name: l.onlineService })).toBeVisible();
  const footer = page.getByRole('navigation', { name: l.footer });
  await expect(footer.getByRole('link', { name: l.openAccount })).toHaveAttribute('href', '/m/agentRegister');
  await expect(footer.getByRole('link', { name: l.dividend })).toHaveCount(merchant.features.dividends ? 1 : 0);
  await shoot(page, `agent-home-${merchant.code}`);
});

test('agent grid: a menu key switched off at runtime hides its item without a rebuild (SPEC 2.13, D15)', async ({ page, merchant, signIn, sandbox, text }) => {
  const l = agentTexts(text, merchant);
  await signIn(page, 'agent01');
  try {
    await sandbox('platform', { agentMenu: merchant.agentMenu.filter((key) => key !== 'AGETEAMPNL3') });
    await page.goto('/m/agent');
    await answerPrompt(page, l.daily, l.cancel);
    const grid = page.getByRole('navigation', { name: l.menu });
    await expect(grid.getByRole('button', { name: l.onlineService })).toBeVisible();
    await expect(grid.locator('a[href="/m/agent/team/pnl"]')).toHaveCount(0);
    await expect(grid.locator('a[href="/m/member/team"]')).toHaveCount(1);
  } finally {
    await sandbox('platform', { agentMenu: null });
  }
  await page.reload();
  await answerPrompt(page, l.daily, l.cancel);
  await expect(page.getByRole('navigation', { name: l.menu }).locator('a[href="/m/agent/team/pnl"]')).toHaveCount(1);
});

test('agent home: a guest, a type-0 member and a trial account are sent to /m/home (SPEC 6, D6)', async ({ page, signIn, request, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  await signIn(page, 'demo00');
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  const trial = (await (await request.get('/wps/session/trial')).json()) as { value: Record<string, unknown> };
  expect(trial.value['type']).toBe(4);
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  await other.addInitScript((session) => {
    window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
  }, trial.value);
  await other.goto('/m/agent');
  await expect(other).toHaveURL(/\/m\/home$/);
  await context.close();
});

test('contract prompt: Go opens the dividend contract, accepting it is stored and its prompt does not come back (SPEC 6, D16)', async ({ page, merchant, signIn, sandbox, text }) => {
  const l = agentTexts(text, merchant);
  await sandbox('agent-contracts', { username: 'agent01' });
  await signIn(page, 'agent01');
  await page.goto('/m/agent');
  await answerPrompt(page, l.daily, l.cancel);
  await answerPrompt(page, l.dividendContract, l.go);
  await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, `agent-contract-${merchant.code}`);
  await page.getByRole('button', { name: l.accept }).click();
  await expect(page.getByTestId('contract-status')).toHaveText(l.accepted);
  await page.goto('/m/agent');
  await page.reload();
  await answerPrompt(page, l.daily, l.cancel);
  await answerPrompt(page, l.hourly, l.cancel);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await sandbox('agent-contracts', { username: 'agent01' });
});

test('team P&L: two date ranges give different totals, each the sum of the platform\'s rows', async ({ page, merchant, signIn, request, text }) => {
  const l = agentTexts(text, merchant);
  await signIn(page, 'agent01');
  await page.goto('/m/agent/team/pnl');
  const token = await agentToken(request);
  const totalOf = async (days: number) => (await platform<{ totals: { bets: string } }>(request, '/wps/agent/team/pnl', token, { startDate: localDay(days - 1), endDate: localDay(), pageNo: 1, pageSize: 20 })).totals.bets;
  const week = await totalOf(7);
  const month = await totalOf(30);
  expect(week).not.toBe(month);
  const betsTotal = page.getByRole('definition').first();
  await expect(page.getByRole('term').first()).toHaveText(l.bets);
  const grouped = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))(?=\d*\.)/g, ',');
  await expect(betsTotal).toHaveText(grouped(week));
  await shoot(page, `agent-pnl-${merchant.code}`);
  await page.getByRole('button', { name: l.preset30 }).click();
  await expect(betsTotal).toHaveText(grouped(month));
});

test('team pages: overview, records, member team, betting and dividends show the platform\'s data in both themes', async ({ page, merchant, signIn, text }) => {
  test.setTimeout(120_000);
  const l = agentTexts(text, merchant);
  await signIn(page, 'agent01');
  for (const [path, name] of [['/m/agent/team/overview', 'overview'], ['/m/transaction/record?types=A', 'records'], ['/m/teamBetting', 'betting'], ['/m/member/agent/agentDivident', 'dividend']] as const) {
    await page.goto(path);
    await expect(page.getByRole('list').last()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await shoot(page, `agent-${name}-${merchant.code}`);
  }
  await page.goto('/m/member/team');
  await page.getByLabel(l.search).fill('sub03');
  await page.getByRole('button', { name: l.searchButton }).click();
  await expect(page.getByTestId('team-member')).toHaveCount(6);
  await shoot(page, `agent-members-${merchant.code}`);
});

test('open account: the agent opens a downline account from the platform\'s form, the captcha answered where the brand asks one, and finds it in member team at once', async ({ page, merchant, signIn, sandbox }) => {
  test.setTimeout(60_000);
  await signIn(page, 'agent01');
  await page.goto('/m/agentRegister');
  const name = `down${String(Date.now()).slice(-8)}`;
  await page.locator('#root_username').fill(name);
  await page.locator('#root_password').fill('Passw0rd!');
  await page.locator('#root_confirmPassword').fill('Passw0rd!');
  await page.locator('#root_rebateRate').fill('2.5');
  await shoot(page, `agent-register-${merchant.code}`);
  await page.locator('button[type="submit"]').click();
  // above the agent's own 2.0 %: the form refuses it and keeps what was typed
  await expect(page.locator('#root_rebateRate')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#root_username')).toHaveValue(name);
  await page.locator('#root_rebateRate').fill('1.5');
  // the agent's form takes registration's captcha rule (sahara asks none)
  const { captcha } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'merchants', merchant.code, 'registration.json'), 'utf8')) as { captcha: { enabled: boolean } };
  if (captcha.enabled) await answerFormCaptcha(page, sandbox);
  else await expect(page.locator('#root_captcha')).toHaveCount(0);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/m/member/team\\?userName=${name}$`));
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await expect(page.getByTestId('team-member')).toContainText(name);
});
