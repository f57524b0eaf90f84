// @vitest-environment jsdom
/** The Join button of a promotion signed up for first (SPEC 7 Promotion: sign-up promotion join). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import type { Promotion } from '../../../src/api/promotion.ts';
import { PromotionsScreen } from '../../../src/features/promotions/promotions-screen.tsx';
import { currentToken, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';
import { CATEGORIES, PROMOTIONS } from './fixtures.ts';

const JOINABLE: Promotion = { ...(PROMOTIONS[2] as Promotion), joinRequired: true, joined: false };
let list: Promotion[] = [];
let joinAnswer: { success: boolean; code?: string; message?: string } = { success: true };
let asked: InternalAxiosRequestConfig[] = [];

beforeAll(() => boot());
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
  asked = [];
  list = [PROMOTIONS[0] as Promotion, JOINABLE];
  joinAnswer = { success: true };
  configureClient({ token: currentToken, language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const data = config.url === '/wps/promotion/join' ? joinAnswer : { success: true, value: { categories: CATEGORIES, list } };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const member = () => startSession({ token: 'tok-join-0123456789', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
const joins = () => asked.filter((c) => c.url === '/wps/promotion/join');

async function openFreeSpins() {
  const user = userEvent.setup();
  renderAt('/m/activity', '/m/activity', <PromotionsScreen />);
  await user.click(await screen.findByRole('button', { name: /Free Spins Friday/ }));
  return user;
}

describe('joining a promotion (SPEC 2.9, 7 Promotion)', () => {
  it('R7-32 Join posts the sign-up for the promotion with POST, then shows the joined state', async () => {
    member();
    const user = await openFreeSpins();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(joins()).toHaveLength(1);
    expect(joins()[0]).toMatchObject({ method: 'post' });
    expect(JSON.parse(String(joins()[0]?.data))).toStrictEqual({ promotionId: JOINABLE.id });
  });

  it('R7-32 a second join is refused with the platform\'s message, and the promotion shows as joined', async () => {
    member();
    joinAnswer = { success: false, code: 'PROMOTION_JOINED', message: 'You have joined this promotion already' };
    const user = await openFreeSpins();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have joined this promotion already');
    expect(screen.getByText('Joined')).toBeTruthy();
  });

  it('keeps Join after another refusal, showing the platform\'s message', async () => {
    member();
    joinAnswer = { success: false, code: 'free_reject', message: 'Please log in to a real account to use this function' };
    const user = await openFreeSpins();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to a real account to use this function');
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('shows a joined promotion as joined, and no Join on a promotion that takes no sign-up', async () => {
    member();
    list = [PROMOTIONS[0] as Promotion, { ...JOINABLE, joined: true }];
    const user = await openFreeSpins();
    expect(screen.getByText('Joined')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Welcome Bonus/ }));
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('sends a guest to /m/login without calling the platform', async () => {
    const user = await openFreeSpins();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(joins()).toHaveLength(0);
  });
});
