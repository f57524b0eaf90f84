import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { frameAt } from '../../../src/config/routes.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { MessageScreen } from '../../../src/features/messages/message-screen.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { refreshBadges } from '../../../src/state/badges-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';
import { sessionOf, TTSLOT } from '../frame/harness.tsx';
import { answerCounts } from './platform-counts.ts';

const SERVICE = 'https://wa.me/639170000000';
const withFlags = (cbs3: boolean, links: Partial<Merchant['links']> = {}): void => {
  setMerchant({ ...TTSLOT, whitelabel: { ...TTSLOT.whitelabel, CBS3: cbs3 }, links: { ...TTSLOT.links, customerService: SERVICE, ...links } } as Merchant);
};

beforeAll(() => boot());
beforeEach(() => {
  withFlags(true);
  sessionOf(0);
});
afterEach(() => vi.restoreAllMocks());

const show = () => renderAt('/m/message', '/m/message', <MessageScreen />);
const entries = () => within(screen.getByRole('list', { name: 'Message centre' }));

describe('message centre (SPEC 2.8, D9)', () => {
  it('R2.8-1 its back goes to /m/home, and it draws no top bar', () => {
    expect(frameAt('/m/message')).toMatchObject({ back: { kind: 'path', to: '/m/home' }, topBar: false });
  });

  it('R2.8-2 the Telegram entry shows only with a Telegram link, and opens it', () => {
    show();
    expect(entries().getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/ttslot_official');
    const { telegram: _none, ...links } = TTSLOT.links;
    setMerchant({ ...TTSLOT, links } as Merchant);
    show();
    expect(within(screen.getAllByRole('list', { name: 'Message centre' }).at(-1)!).queryByRole('link', { name: 'Telegram' })).toBeNull();
  });

  it('R2.8-3 R2.8-4 Announcements open /m/notice and Messages /m/webEmail; a guest goes to /m/login for both', () => {
    show();
    expect(entries().getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/m/notice');
    expect(entries().getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/m/webEmail');
    sessionOf(undefined);
    show();
    const guest = within(screen.getAllByRole('list', { name: 'Message centre' }).at(-1)!);
    expect(guest.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/m/login');
    expect(guest.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/m/login');
  });

  it('R2.8-5 Live chat shows only with CBS3 and launches the external chat page', async () => {
    const asked = answerCounts({});
    show();
    await userEvent.setup().click(entries().getByRole('button', { name: 'Live chat' }));
    await waitFor(() => expect(asked).toContain(ENDPOINTS.chatLaunch.path));
    withFlags(false);
    show();
    expect(within(screen.getAllByRole('list', { name: 'Message centre' }).at(-1)!).queryByRole('button', { name: 'Live chat' })).toBeNull();
  });

  it('R2.8-6 Affiliate service opens the customer-service link', () => {
    show();
    expect(entries().getByRole('link', { name: 'Affiliate service' })).toHaveAttribute('href', SERVICE);
  });

  it('R2.8-7 R2.8-8 announcements, messages and live chat show their unread counts only with a session, 99+ above 99', async () => {
    answerCounts({ notice: 4, inbox: 150, chat: 99 });
    await refreshBadges();
    show();
    expect(within(entries().getByRole('link', { name: /Announcements/ })).getByText('4')).toBeVisible();
    expect(within(entries().getByRole('link', { name: /Messages/ })).getByText('99+')).toBeVisible();
    expect(within(entries().getByRole('button', { name: /Live chat/ })).getByText('99')).toBeVisible();
    sessionOf(undefined);
    show();
    const guest = screen.getAllByRole('list', { name: 'Message centre' }).at(-1)!;
    expect(within(guest).queryByText('4')).toBeNull();
    expect(within(guest).queryByText('99+')).toBeNull();
  });
});
