// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { InboxScreen } from '../../../src/features/inbox/inbox-screen.tsx';
import { badgesStore, resetBadgesStore } from '../../../src/state/badges-store.ts';
import { resetSessionStore, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';
import { FakeInbox, seedMessages } from './fake-inbox.ts';

let platform: FakeInbox;

beforeAll(() => boot());
beforeEach(() => {
  platform = new FakeInbox();
  resetSessionStore();
  resetBadgesStore();
  signIn(1);
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const reply = platform.answer(config);
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
});

function signIn(type: 0 | 1 | 2 | 4): void {
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type, firstTimeLogin: false, read: true }, { remember: false });
}

const show = (path = '/m/webEmail') => renderAt(path, '/m/webEmail', <InboxScreen />);
const messages = () => screen.findByRole('list', { name: 'Messages' });
const asked = (url: string) => platform.asked.filter((a) => a.url === url);

describe('inbox /m/webEmail (SPEC 2.8, 6, 7)', () => {
  it('lists the member\'s messages newest first, the unread ones marked, with the unread total', async () => {
    show();
    const list = await messages();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Welcome to TT Slot\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/),
      expect.stringMatching(/^UnreadDeposit received/),
      expect.stringMatching(/^UnreadVerify your account/),
    ]);
    expect(screen.getByText('Unread: 2')).toBeVisible();
    expect(asked('/wps/inbox/list')).toEqual([expect.objectContaining({ method: 'GET', params: { pageNo: 1, pageSize: 20, language: 'EN' } })]);
  });

  it('opening a message asks the platform to read it and shows its body sanitised; back in the list it is read', async () => {
    show();
    const user = userEvent.setup();
    await user.click(within(await messages()).getByRole('link', { name: /Verify your account/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/webEmail?id=3');
    const message = await screen.findByRole('article', { name: 'Verify your account' });
    expect(await within(message).findByText('Please confirm your number.')).toBeVisible();
    expect(within(message).getByText('Terms apply.')).toBeVisible();
    expect(message.querySelector('script, [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(asked('/wps/inbox/read')).toEqual([expect.objectContaining({ method: 'POST', data: { messageId: 3, language: 'EN' } })]);

    await user.click(within(message).getByRole('button', { name: 'Back to inbox' }));
    const list = await messages();
    expect(within(list).getByRole('link', { name: /Verify your account/ }).textContent).not.toMatch(/^Unread/);
    expect(screen.getByText('Unread: 1')).toBeVisible();
  });

  it('the inbox badge of footer, drawer and message centre follows the unread count the platform answers on list, read and delete', async () => {
    show();
    const user = userEvent.setup();
    const list = await messages();
    expect(badgesStore.inbox).toBe(2);
    await user.click(within(list).getByRole('link', { name: /Verify your account/ }));
    await screen.findByRole('article', { name: 'Verify your account' });
    await vi.waitFor(() => expect(badgesStore.inbox).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Back to inbox' }));
    await user.click(within(await messages()).getByRole('link', { name: /Deposit received/ }));
    const message = await screen.findByRole('article', { name: 'Deposit received' });
    await vi.waitFor(() => expect(badgesStore.inbox).toBe(0));
    badgesStore.inbox = 5;
    await user.click(within(message).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await messages();
    expect(badgesStore.inbox).toBe(0);
  });

  it('deletes a message only after the confirm dialog says so, then returns to the list without it', async () => {
    show();
    const user = userEvent.setup();
    await user.click(within(await messages()).getByRole('link', { name: /Deposit received/ }));
    const message = await screen.findByRole('article', { name: 'Deposit received' });

    await user.click(within(message).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this message? It cannot be restored.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(asked('/wps/inbox/message')).toEqual([]);
    expect(message).toBeInTheDocument();

    await user.click(within(message).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeVisible();
    expect(asked('/wps/inbox/message')).toEqual([expect.objectContaining({ method: 'DELETE', params: { messageId: 2 } })]);
    const list = await messages();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/m\/webEmail$/);
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringMatching(/^Welcome/), expect.stringMatching(/^UnreadVerify/)]);
    expect(screen.getByText('Unread: 1')).toBeVisible();
  });

  it('a refused delete shows the platform\'s message and keeps the message open', async () => {
    platform.refusals.set('/wps/inbox/message', { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Message not found' } });
    show('/m/webEmail?id=1');
    const user = userEvent.setup();
    const message = await screen.findByRole('article', { name: 'Welcome to TT Slot' });
    await user.click(within(message).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message not found')).toBeVisible();
    expect(within(message).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/webEmail?id=1');
  });

  it('an empty inbox says so', async () => {
    platform = new FakeInbox([]);
    show();
    expect(await screen.findByText('Your inbox is empty.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a failed load shows the platform\'s message and a retry that loads again', async () => {
    platform.refusals.set('/wps/inbox/list', { status: 500, data: { success: false, code: 'INTERNAL_ERROR', message: 'Unknown error' } });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    platform.refusals.clear();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await messages()).toBeVisible();
  });

  it('shows more messages a page at a time', async () => {
    platform = new FakeInbox(seedMessages(23));
    show();
    const user = userEvent.setup();
    expect(within(await messages()).getAllByRole('link')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: /Notice 23/ });
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('link')).toHaveLength(23);
    expect(asked('/wps/inbox/list').map((a) => a.params['pageNo'])).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('R6-5 a trial account is refused the inbox with free_reject and shown the way to a real account, without asking the platform', async () => {
    resetSessionStore();
    signIn(4);
    show();
    expect(await screen.findByText('Please log in to a real account to use this function')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(screen.queryByRole('list')).toBeNull();
    expect(platform.asked).toEqual([]);
  });

  it('a free_reject answer of the platform shows the same refusal', async () => {
    platform.refusals.set('/wps/inbox/list', { status: 403, data: { success: false, code: 'free_reject', message: 'Please login an actual account to use this function' } });
    show();
    expect(await screen.findByText('Please log in to a real account to use this function')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toBeVisible();
  });

  it('a guest goes to /m/login', async () => {
    resetSessionStore();
    show();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(platform.asked).toEqual([]);
  });
});
