/**
 * The path lists outside the route table are derived from it (DESIGN 3): the real-account gate, the agent team
 * screen's reports and the member centre's and member nav's shortcuts. Each test fails if the table loses the
 * fact its list is read from (a screen's realAccountOnly, a path's view) or moves a screen the shortcuts open.
 */
import { describe, expect, it } from 'vitest';
import { TRIAL_TYPE } from '../../../src/config/member-types.ts';
import { REAL_ACCOUNT_PATHS, routeAt, ROUTES } from '../../../src/config/routes.ts';
import { TEAM_REPORTS } from '../../../src/features/agent/team-screen.tsx';
import { MEMBER_NAV_SHORTCUTS } from '../../../src/features/home-sections/member-nav/member-nav.tsx';
import { gateFor } from '../../../src/features/nav-items/gates.ts';
import { MEMBER_SHORTCUTS } from '../../../src/features/wallet/member-home-screen.tsx';

const REAL_ACCOUNT_ONLY = ['/m/voucherCenter', '/m/withdraw', '/m/member/manualRebate', '/m/rewardCenter', '/m/activity/signIn', '/m/member/benefits'];

describe('lists read from the route table (DESIGN 3)', () => {
  it('SPEC 5, 6: the screens marked realAccountOnly are the ones the gate holds: deposit, withdraw, cash back, rewards, sign-in, VIP', () => {
    expect([...REAL_ACCOUNT_PATHS].sort()).toEqual([...REAL_ACCOUNT_ONLY].sort());
  });

  it.each(REAL_ACCOUNT_ONLY)('SPEC 5, 6: %s sends a guest to login, refuses a trial account, lets a member in', (path) => {
    expect(gateFor(`${path}?from=nav`, undefined)).toEqual({ kind: 'login' });
    expect(gateFor(path, TRIAL_TYPE)).toEqual({ kind: 'reject' });
    expect(gateFor(path, 1)).toEqual({ kind: 'go' });
  });

  it('a screen not marked realAccountOnly is open to a guest and a trial account', () => {
    for (const path of ['/m/member/home', '/m/member/transfer', '/m/webEmail', '/m/home']) {
      expect(gateFor(path, undefined)).toEqual({ kind: 'go' });
      expect(gateFor(path, TRIAL_TYPE)).toEqual({ kind: 'go' });
    }
  });

  it('each agent team path names the report it shows (its view), one the team screen has, none twice', () => {
    const team = ROUTES.filter((r) => r.screen === 'agentTeam').map((r) => [r.path, r.view]);
    expect(team).toEqual([
      ['/m/member/agent/agentDivident', 'dividends'], ['/m/agent/team/overview', 'overview'], ['/m/transaction/record', 'transactions'],
      ['/m/member/team', 'members'], ['/m/agent/team/pnl', 'pnl'], ['/m/teamBetting', 'bets'],
    ]);
    expect(team.map(([, view]) => view).sort()).toEqual([...TEAM_REPORTS].sort());
  });

  it('the member centre\'s shortcuts open their screens at the paths of the table', () => {
    expect(MEMBER_SHORTCUTS.map((s) => s.to)).toEqual([
      '/m/voucherCenter', '/m/withdraw', '/m/member/transfer', '/m/member/records', '/m/rewardCenter', '/m/activity/signIn',
      '/m/member/manualRebate', '/m/member/benefits', '/m/securityCenter', '/m/webEmail',
    ]);
    for (const s of MEMBER_SHORTCUTS) expect(routeAt(s.to)?.screen).toBe(s.screen);
  });

  it('the member nav\'s shortcuts open their screens at the paths of the table', () => {
    expect(MEMBER_NAV_SHORTCUTS.map((s) => s.to)).toEqual(['/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/rewardCenter', '/m/webEmail', '/m/set']);
    for (const s of MEMBER_NAV_SHORTCUTS) expect(routeAt(s.to)?.screen).toBe(s.screen);
  });
});
