/**
 * Deposit /m/voucherCenter (SPEC 5, 7 deposit): the channels and what each asks for, quick amounts, the deposit promotion,
 * the request each channel kind makes, the pending deposit asked again until decided, and a gateway's payment page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositScreen, gatewayNavigation } from '../../../src/features/wallet/deposit-screen.tsx';
import { balancesStore } from '../../../src/state/wallet-store.ts';
import { renderAt } from '../auth/harness.tsx';
import { holdAnswers, platform, setUpWalletTests } from './fake-wallet.ts';

setUpWalletTests();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const CHANNELS = '/wps/wallet/deposit/channels';
const PROMOTIONS = '/wps/wallet/deposit/promotions';
const REQUEST = '/wps/wallet/deposit';
const MANUAL = '/wps/wallet/deposit/manual';
const DETAIL = '/wps/wallet/records/deposits/detail';
const asked = (url: string) => platform.asked.filter((a) => a.url === url);
const GCASH = { name: /GCash/ };

async function open(user = userEvent.setup()) {
  renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
  await screen.findByRole('radio', GCASH);
  return user;
}

/** An e-wallet deposit of 100 sent, its pending state shown. */
async function sendEwalletDeposit(user: ReturnType<typeof userEvent.setup>): Promise<void> {
    await user.click(screen.getByRole('radio', GCASH));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), 'GC-1');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await screen.findByRole('region', { name: 'Deposit sent, waiting for approval' });
}

describe('deposit: channels', () => {
  it('loads the channels and promotions in the page\'s language, then offers each channel with its kind, the first chosen', async () => {
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const channels = await screen.findByRole('group', { name: 'Deposit channel' });
    expect(within(channels).getAllByRole('radio').map((r) => [r.closest('label')!.textContent, (r as HTMLInputElement).checked])).toEqual([
      ['BDO bank transferBank transfer', true], ['GCashE-wallet', false],
    ]);
    expect(asked(CHANNELS)).toEqual([{ method: 'GET', url: CHANNELS, params: { language: 'EN' }, data: {} }]);
    expect(asked(PROMOTIONS)).toEqual([{ method: 'GET', url: PROMOTIONS, params: { language: 'EN' }, data: {} }]);
  });

  it('a bank channel shows where to send the money, its processing time, limits and quick amounts, and asks for the payer and a receipt', async () => {
    await open();
    const form = screen.getByRole('form', { name: 'Deposit by BDO bank transfer' });
    const receiving = within(form).getByRole('region', { name: 'Send the money to' });
    expect(Array.from(receiving.querySelectorAll('dt'), (d) => `${d.textContent}: ${d.nextElementSibling!.textContent}`)).toEqual([
      'Bank: BDO Unibank', 'Account name: TT Slot Ltd', 'Account number: 001234567890',
    ]);
    expect(within(form).getByText('About 10 minutes')).toBeVisible();
    expect(within(form).getByText('₱100.00 – ₱50,000.00')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveAttribute('placeholder', '₱100.00 – ₱50,000.00');
    expect(within(within(form).getByRole('group', { name: 'Quick amounts' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['500.00', '1,000.00']);
    expect(within(form).getByRole('textbox', { name: /Name on your account/ })).toBeVisible();
    expect(within(form).getByLabelText(/Receipt picture/)).toBeVisible();
    expect(within(form).queryByRole('textbox', { name: /Payment reference/ })).toBeNull();
  });

  it('an e-wallet channel asks for the payment reference instead, and shows a branch when the receiving account has one', async () => {
    platform.channels[1] = { ...platform.channels[1]!, receivingAccount: { ...platform.channels[1]!.receivingAccount!, branch: 'Makati' } };
    const user = await open();
    await user.click(screen.getByRole('radio', GCASH));
    const form = screen.getByRole('form', { name: 'Deposit by GCash' });
    expect(within(form).getByText('Branch').nextElementSibling).toHaveTextContent('Makati');
    expect(within(form).getByRole('textbox', { name: /Payment reference/ })).toBeVisible();
    expect(within(form).queryByRole('textbox', { name: /Name on your account/ })).toBeNull();
    expect(within(form).queryByLabelText(/Receipt picture/)).toBeNull();
    expect(within(form).queryByRole('group', { name: 'Quick amounts' })).toBeNull();
  });

  it('a quick amount fills the amount and shows as pressed', async () => {
    const user = await open();
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    await user.click(within(quick).getByRole('button', { name: '1,000.00' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('1000.00');
    expect(within(quick).getAllByRole('button').map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('no open channel says so', async () => {
    platform.channels = [];
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    expect(await screen.findByText('No deposit channel is open right now.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a failed load shows the platform\'s message; Try again loads both lists again', async () => {
    platform.queued.set(CHANNELS, [{ status: 200, data: { success: false, code: 'NO_PERMISSION', message: 'Deposits are paused' } }]);
    platform.queued.set(PROMOTIONS, [{ status: 200, data: { success: false, code: 'NO_PERMISSION', message: 'Deposits are paused' } }]);
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deposits are paused');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', GCASH)).toBeVisible();
    expect(asked(CHANNELS)).toHaveLength(2);
    expect(asked(PROMOTIONS)).toHaveLength(2);
  });
});

describe('deposit: checks before anything is sent', () => {
  it('a bank transfer needs the payer\'s name and a receipt; each message goes when its field is filled', async () => {
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByText('Enter the name on the paying account')).toBeVisible();
    expect(screen.getByText('Add a picture of the transfer receipt')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Name on your account/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByText('Enter the name on the paying account')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Name on your account/ }), 'x');
    expect(screen.queryByText('Enter the name on the paying account')).toBeNull();
    await user.upload(screen.getByLabelText(/Receipt picture/), new File(['png'], 'r.png', { type: 'image/png' }));
    expect(screen.queryByText('Add a picture of the transfer receipt')).toBeNull();
    expect(platform.asked.filter((a) => a.method === 'POST')).toEqual([]);
  });

  it('a submit stays in the page (the browser\'s own page load is prevented)', async () => {
    await open();
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Deposit by BDO bank transfer' }))).toBe(false);
  });

  it('an e-wallet deposit needs the payment reference, not blank; the amount keeps the channel\'s own limits', async () => {
    const user = await open();
    await user.click(screen.getByRole('radio', GCASH));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '20000.01');
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), '  ');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByText('The maximum is ₱20,000.00')).toBeVisible();
    expect(screen.getByText('Enter the payment reference number')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), 'G');
    expect(screen.queryByText('Enter the payment reference number')).toBeNull();
    expect(screen.getByText('The maximum is ₱20,000.00')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), 'x');
    expect(screen.queryByText('The maximum is ₱20,000.00')).toBeNull();
    expect(asked(REQUEST)).toEqual([]);
  });
});

describe('deposit: the request and the pending deposit', () => {
  it('an e-wallet deposit sends the channel, amount, trimmed reference and the chosen promotion; the pending deposit shows', async () => {
    platform.promotions = [{ promotionId: 9, title: 'Reload 10%', bonusPercent: 10, maxBonus: '500.00', minDeposit: '200.00', turnoverMultiplier: 8 }];
    const user = await open();
    await user.click(screen.getByRole('radio', GCASH));
    const promotion = screen.getByRole('group', { name: 'Deposit promotion' });
    expect(within(promotion).getAllByRole('radio').map((r) => [r.closest('label')!.textContent, (r as HTMLInputElement).checked])).toEqual([
      ['No promotion', true], ['Reload 10% (10% bonus up to ₱500.00, deposit at least ₱200.00, turnover ×8)', false],
    ]);
    await user.click(within(promotion).getByRole('radio', { name: /Reload 10%/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '250');
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), ' GC-123 ');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const status = await screen.findByRole('region', { name: 'Deposit sent, waiting for approval' });
    const [sent] = asked(REQUEST);
    expect(sent).toMatchObject({ method: 'POST', data: { channelId: 2, amount: '250.00', promotionId: 9, reference: 'GC-123' } });
    expect(sent!.data).not.toHaveProperty('payerName');
    expect(Array.from(status.querySelectorAll('dt'), (d) => `${d.textContent}: ${d.nextElementSibling!.textContent}`)).toEqual([
      'Order number: DP2000', 'Amount: 250.00', 'Channel: GCash', 'Bonus: 10.00',
    ]);
  });

  it('a refusal shows the platform\'s message as given and keeps what was typed', async () => {
    const user = await open();
    await user.click(screen.getByRole('radio', GCASH));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), 'GC-1');
    platform.queued.set(REQUEST, [{ status: 200, data: { success: false, code: 'AMOUNT_ABOVE_MAX', message: 'GCash takes at most 10,000 today' } }]);
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('GCash takes at most 10,000 today');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: /Payment reference/ })).toHaveValue('GC-1');
    expect(screen.queryByRole('region', { name: /Deposit sent/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByRole('region', { name: 'Deposit sent, waiting for approval' })).toBeVisible();
  });

  it('choosing No promotion again sends none', async () => {
    platform.promotions = [{ promotionId: 9, title: 'Reload 10%', bonusPercent: 10, maxBonus: '500.00', minDeposit: '200.00', turnoverMultiplier: 8 }];
    const user = await open();
    await user.click(screen.getByRole('radio', GCASH));
    await user.click(screen.getByRole('radio', { name: /Reload 10%/ }));
    await user.click(screen.getByRole('radio', { name: 'No promotion' }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '250');
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), 'GC-1');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await screen.findByRole('region', { name: 'Deposit sent, waiting for approval' });
    expect(asked(REQUEST)[0]!.data).not.toHaveProperty('promotionId');
  });

  it('a bank transfer goes as a form with the trimmed payer name and the receipt; its remark shows while pending', async () => {
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Name on your account/ }), ' Demo Zero ');
    await user.upload(screen.getByLabelText(/Receipt picture/), new File(['png'], 'r.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await screen.findByRole('region', { name: 'Deposit sent, waiting for approval' });
    const form = asked(MANUAL)[0]!.data as unknown as FormData;
    expect([form.get('channelId'), form.get('amount'), form.get('payerName'), (form.get('receipt') as File).name]).toEqual(['1', '500.00', 'Demo Zero', 'r.png']);
    expect(form.get('reference')).toBeNull();
    expect(asked(REQUEST)).toEqual([]);
  });

  it('Check status asks the platform; an approval says so, refreshes the balances and stops asking; New deposit goes back to the form', async () => {
    const user = await open();
    await sendEwalletDeposit(user);
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(asked(DETAIL)).toHaveLength(1));
    expect(asked(DETAIL)[0]!.params).toEqual({ id: 2000 });
    expect(screen.getByRole('heading', { name: 'Deposit sent, waiting for approval' })).toBeVisible();
    platform.reviewNewestDeposit({ status: 'approved', remark: 'Thank you' });
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('heading', { name: 'Deposit approved: the money is in your main wallet' })).toBeVisible();
    expect(screen.getByText('Thank you')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check status' })).toBeNull();
    await waitFor(() => expect(balancesStore.balances?.main).toBe('1500.50'));
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByRole('radio', GCASH)).toBeVisible();
  });

  it('a second Check status while the first is on its way asks nothing more', async () => {
    const user = await open();
    await sendEwalletDeposit(user);
    const { release, arrived } = holdAnswers((config) => config.url === DETAIL);
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    // user-event ends a tap on a timer, so a call the tap started has reached the adapter by now
    expect(arrived()).toBe(1);
    release();
    await waitFor(() => expect(asked(DETAIL)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(asked(DETAIL)).toHaveLength(2));
  });

  it('a pending deposit asks again every 3 seconds until decided, and a failed check says why and keeps asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await open(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await sendEwalletDeposit(user);
    // time runs on (shouldAdvanceTime) but far slower than the jumps below: 2 s in, no 3 s tick has come
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asked(DETAIL)).toHaveLength(0);
    platform.queued.set(DETAIL, [{ status: 200, data: { success: false, code: 'NOT_FOUND', message: 'Deposit not found yet' } }]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deposit not found yet');
    expect(asked(DETAIL)).toHaveLength(1);
    platform.reviewNewestDeposit({ status: 'rejected' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('heading', { name: 'Deposit rejected' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(asked(DETAIL)).toHaveLength(2);
  });

  it('a gateway deposit opens the payment page the platform answers; a page on a host the brand does not allow is not opened and the deposit shows as pending', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = vi.spyOn(gatewayNavigation, 'go').mockImplementation(() => undefined);
    platform.channels = [{ ...platform.channels[1]!, channelId: 3, kind: 'gateway', name: 'QR Pay', needsReference: false, receivingAccount: null }];
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.ttslot.com/checkout/1'));
    expect(screen.queryByRole('region', { name: /Deposit sent/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Send the money to' })).toBeNull();

    platform.gatewayUrl = 'https://pay.elsewhere.example/checkout/2';
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByRole('region', { name: 'Deposit sent, waiting for approval' })).toBeVisible();
    expect(go).toHaveBeenCalledTimes(1);
  });
});
