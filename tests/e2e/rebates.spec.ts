import type { APIRequestContext } from '@playwright/test';
import { openFromAgentGrid } from './agent-grid.ts';
import { expect, test } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { amountIn, amountPattern } from './money.ts';
import { screenshots } from './screenshots.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The agent's rebate and the team rebate in the merchant's default language (ttslot English, sahara Arabic, right to left), from the locale files. */
function rebateTexts(text: TFunction, merchant: Merchant) {
  const locale = languageCore(merchant.defaultLanguage)!.locale;
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, menu: text('agent:home.menu'), cancel: text('agent:contract.cancel'), agentRebate: text('nav.agent_rebate'),
    teamRebate: text('nav.team_rebate'), thisPeriod: text('rebate:summary.title'), claim: text('rebate:summary.claim'), games: text('rebate:categories.title'),
    slots: text('category.RNG'), rate: text('rebate:categories.rate'), past: text('rebate:history.title'), claimed: text('rebate:history.status.claimed'),
    added: (written: string) => text('rebate:summary.claimed_now', { amount: written }),
    period: text('rebate:team.period'), search: text('rebate:team.search'), searchButton: text('rebate:team.search_button'), members: text('rebate:team.list'),
    pages: text('agent:team.pages'), next: text('agent:team.next'), pageOf: text('agent:team.page_of', { page: 1, pages: 2 }),
    membersWithBets: text('rebate:team.members'), validBets: text('rebate:team.valid_bets'), rebate: text('rebate:team.rebate'),
    amount: (value: string) => amountIn(locale, value), walletPattern: (value: string) => amountPattern(locale, value),
  };
}

const shoot = screenshots('rebates');

/** A session's token, for asking the platform what the screens should show. */
async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const body = (await (await request.post('/wps/session/login', { data: { username, password, type: 'username' } })).json()) as { value: { token: string } };
  return body.value.token;
}

async function platform<T>(request: APIRequestContext, path: string, token: string, params: Record<string, string | number> = {}): Promise<T> {
  const response = await request.get(path, { params, headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { value: T }).value;
}

const minor = (amount: string): bigint => BigInt(amount.replace('.', ''));
const decimal = (value: bigint): string => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

interface Rebate {
  period: { start: string; end: string };
  categories: { category: string; rate: string; validBet: string; amount: string }[];
  validBet: string; amount: string; claimable: string; autoSettle: boolean; payoutAt: number | null;
}
interface TeamRebate {
  period: { start: string; end: string };
  periods: { start: string; end: string }[];
  totals: { members: number; validBet: string; amount: string };
  list: { userName: string; level: number; validBet: string; amount: string }[];
  total: number;
}

// The settlement switch is sandbox-wide: this file's journeys run one after another.
test.describe.configure({ mode: 'serial' });

test('agent rebate: from the agent grid, the platform\'s rates, period and totals; one claim grows the wallet by exactly its amount, a second is refused', { tag: '@brand' }, async ({ page, merchant, signIn, request, sandbox, text }) => {
  const l = rebateTexts(text, merchant);
  // a retried journey finds this week unclaimed again
  await sandbox('agent-rebate', { autoSettle: false, username: 'agent01', forgetClaim: true });
  await signIn(page, 'agent01');
  await openFromAgentGrid(page, l, l.agentRebate, /\/m\/member\/agent\/agentRebeat$/);
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const token = await tokenOf(request, 'agent01', 'Agent@1234');
  const rebate = await platform<Rebate>(request, '/wps/agent/rebate', token);
  expect(minor(rebate.claimable)).toBeGreaterThan(0n);
  const card = page.getByRole('region', { name: new RegExp(l.thisPeriod) });
  await expect(card.getByTestId('rebate-period')).toHaveText(`${rebate.period.start} – ${rebate.period.end}`);
  await expect(card.getByTestId('rebate-accrued')).toHaveText(l.amount(rebate.amount));
  await expect(card.getByTestId('rebate-valid-bets')).toHaveText(l.amount(rebate.validBet));
  await expect(card.getByTestId('rebate-claimable')).toHaveText(l.amount(rebate.claimable));
  const games = page.getByRole('list', { name: l.games });
  await expect(games.getByRole('listitem')).toHaveCount(rebate.categories.length);
  const slots = rebate.categories.find((c) => c.category === 'RNG')!;
  await expect(page.getByTestId('rebate-category-RNG')).toContainText(l.slots);
  await expect(page.getByTestId('rebate-category-RNG')).toContainText(`${l.rate} ${slots.rate}%`);
  await expect(page.getByTestId('rebate-category-RNG')).toContainText(l.amount(slots.amount));
  const before = (await platform<{ total: string }>(request, '/wps/wallet/balances', token)).total;
  await expect(card.getByTestId('rebate-wallet')).toHaveText(l.walletPattern(before));
  await shoot(page, `agent-rebate-${merchant.code}`);

  const claim = card.getByRole('button', { name: l.claim, exact: true });
  await claim.click();
  await expect(card.getByTestId('rebate-claimed')).toHaveText(l.added(l.amount(rebate.claimable)));
  const after = decimal(minor(before) + minor(rebate.claimable));
  expect((await platform<{ total: string }>(request, '/wps/wallet/balances', token)).total).toBe(after);
  await expect(card.getByTestId('rebate-wallet')).toHaveText(l.walletPattern(after));
  await expect(card.getByTestId('rebate-claimable')).toHaveText(l.amount('0'));
  const newest = page.getByRole('list', { name: l.past }).getByRole('listitem').first();
  await expect(newest).toContainText(`${rebate.period.start} – ${rebate.period.end}`);
  await expect(newest).toContainText(l.amount(rebate.claimable));
  await expect(newest).toContainText(l.claimed);

  await claim.click();
  await expect(card.getByRole('alert')).toHaveText('You have already claimed the rebate of this period');
  expect((await platform<{ total: string }>(request, '/wps/wallet/balances', token)).total).toBe(after);
  await shoot(page, `agent-rebate-claimed-${merchant.code}`);
});

test('team rebate: from the agent grid, a period\'s totals and members as the platform and the team report count them, paged; the search finds a team member and refuses an outsider', { tag: '@brand' }, async ({ page, merchant, signIn, request, text }) => {
  const l = rebateTexts(text, merchant);
  await signIn(page, 'agent01');
  await openFromAgentGrid(page, l, l.teamRebate, /\/m\/member\/teamRebate$/);
  const token = await tokenOf(request, 'agent01', 'Agent@1234');
  const current = await platform<TeamRebate>(request, '/wps/agent/rebate/team', token, { pageSize: 20 });
  // the newest week whose members fill more than one page
  let week: TeamRebate | undefined;
  for (const p of current.periods) {
    week = await platform<TeamRebate>(request, '/wps/agent/rebate/team', token, { periodStart: p.start, pageSize: 20 });
    if (week.total > 20) break;
  }
  expect(week!.total, 'a week with more than 20 members with bets').toBeGreaterThan(20);
  const pnl = await platform<{ totals: { bets: string } }>(request, '/wps/agent/team/pnl', token, { startDate: week!.period.start, endDate: week!.period.end });
  expect(week!.totals.validBet).toBe(pnl.totals.bets);

  await page.getByRole('combobox', { name: l.period }).selectOption(week!.period.start);
  const totals = page.locator('dl').filter({ hasText: l.membersWithBets });
  await expect(totals.getByText(l.amount(week!.totals.amount), { exact: true })).toBeVisible();
  await expect(totals.getByText(l.amount(week!.totals.validBet), { exact: true })).toBeVisible();
  await expect(totals.getByText(String(week!.totals.members), { exact: true })).toBeVisible();
  const rows = page.getByRole('list', { name: l.members }).getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(week!.list[0]!.userName);
  const pager = page.getByRole('navigation', { name: l.pages });
  await expect(pager).toContainText(l.pageOf);
  await shoot(page, `team-rebate-${merchant.code}`);
  await pager.getByRole('button', { name: l.next }).click();
  const second = await platform<TeamRebate>(request, '/wps/agent/rebate/team', token, { periodStart: week!.period.start, pageNo: 2, pageSize: 20 });
  await expect(rows).toHaveCount(second.list.length);
  await expect(rows.first()).toContainText(second.list[0]!.userName);

  const name = page.getByRole('searchbox', { name: l.search });
  const member = second.list[0]!;
  await name.fill(member.userName);
  await page.getByRole('button', { name: l.searchButton }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(l.amount(member.amount));
  await name.fill('other01');
  await name.press('Enter');
  await expect(page.getByRole('alert')).toContainText('The member is not in your team');
  await shoot(page, `team-rebate-outsider-${merchant.code}`);
});

test('when the platform pays the rebate automatically there is no claim, only when it pays', async ({ page, merchant, signIn, sandbox, request, text }) => {
  const l = rebateTexts(text, merchant);
  await signIn(page, 'agent01');
  try {
    await sandbox('agent-rebate', { autoSettle: true });
    await page.goto('/m/member/agent/agentRebeat');
    const rebate = await platform<Rebate>(request, '/wps/agent/rebate', await tokenOf(request, 'agent01', 'Agent@1234'));
    expect(rebate.payoutAt).not.toBeNull();
    const when = await page.evaluate((ms) => {
      const d = new Date(ms);
      const two = (n: number): string => String(n).padStart(2, '0');
      return `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
    }, rebate.payoutAt!);
    await expect(page.getByTestId('rebate-auto')).toContainText(when);
    await expect(page.getByRole('region', { name: new RegExp(l.thisPeriod) })).toBeVisible();
    await expect(page.getByRole('button', { name: l.claim, exact: true })).toHaveCount(0);
    await shoot(page, `agent-rebate-auto-${merchant.code}`);
  } finally {
    await sandbox('agent-rebate', { autoSettle: false });
  }
});

test('a member who is not an agent opening either rebate page is sent home', async ({ page, signIn }) => {
  await signIn(page, 'demo00');
  for (const path of ['/m/member/agent/agentRebeat', '/m/member/teamRebate']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});
