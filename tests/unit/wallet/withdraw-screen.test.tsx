/**
 * Withdraw /m/withdraw (SPEC 5, 6): what the platform's withdrawal page says, the way to a card or a funds password when
 * one is missing, the checks made before anything is sent, the sealed request and what follows its answer.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithdrawScreen } from '../../../src/features/wallet/withdraw-screen.tsx';
import { balancesStore } from '../../../src/state/wallet-store.ts';
import { renderAt } from '../auth/harness.tsx';
import { holdAnswers, platform, setUpWalletTests } from './fake-wallet.ts';

setUpWalletTests();

const INFO = '/wps/wallet/withdraw/info';
const WITHDRAW = '/wps/wallet/withdraw';
const asked = (url: string) => platform.asked.filter((a) => a.url === url);

async function openForm() {
  renderAt('/m/withdraw', '/m/withdraw', <WithdrawScreen />);
  const form = await screen.findByRole('form', { name: 'Withdraw' });
  return {
    form,
    amount: within(form).getByRole('textbox', { name: /Amount/ }),
    password: within(form).getByLabelText(/Funds password/),
    submit: within(form).getByRole('button', { name: 'Withdraw' }),
    user: userEvent.setup(),
  };
}

describe('withdraw: what the platform says before a withdrawal', () => {
  it('shows loading, then the withdrawable amount and the limits; no turnover or pending line when both are zero', async () => {
    renderAt('/m/withdraw', '/m/withdraw', <WithdrawScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const summary = await screen.findByRole('region', { name: 'Withdrawal summary' });
    expect(summary).toHaveTextContent('Withdrawable₱1,500.50');
    expect(within(summary).getByText('₱100.00 – ₱1,000.00')).toBeVisible();
    expect(within(summary).queryByText(/Turnover still required/)).toBeNull();
    expect(within(summary).queryByText(/under review/)).toBeNull();
    expect(asked(INFO)).toEqual([{ method: 'GET', url: INFO, params: {}, data: {} }]);
  });

  it('names the turnover still required and the withdrawals under review when the platform gives them', async () => {
    platform.withdraw = { ...platform.withdraw, remainingTurnover: '0.01', pendingCount: 2 };
    renderAt('/m/withdraw', '/m/withdraw', <WithdrawScreen />);
    const summary = await screen.findByRole('region', { name: 'Withdrawal summary' });
    expect(within(summary).getByText('Turnover still required before withdrawing: ₱0.01')).toBeVisible();
    expect(within(summary).getByText('Withdrawals under review: 2')).toBeVisible();
  });

  it('without a bound card, offers binding one in the security centre and no form', async () => {
    platform.withdraw = { ...platform.withdraw, cards: [] };
    renderAt('/m/withdraw', '/m/withdraw', <WithdrawScreen />);
    expect(await screen.findByText('Bind a bank card first: withdrawals go only to your own bound cards.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bind a bank card in the security center' })).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('with a card but no funds password, offers setting one in the security centre and no form', async () => {
    platform.withdraw = { ...platform.withdraw, hasFundsPassword: false };
    renderAt('/m/withdraw', '/m/withdraw', <WithdrawScreen />);
    expect(await screen.findByText('Set a funds password first: it confirms every withdrawal.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set the funds password in the security center' })).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a failed page load shows the platform\'s message; Try again asks again and shows the form', async () => {
    platform.queued.set(INFO, [{ status: 200, data: { success: false, code: 'NO_PERMISSION', message: 'Withdrawals are paused for maintenance' } }]);
    renderAt('/m/withdraw', '/m/withdraw', <WithdrawScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawals are paused for maintenance');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Withdraw' })).toBeVisible();
    expect(asked(INFO)).toHaveLength(2);
  });
});

describe('withdraw: checks before anything is sent, keeping what was typed', () => {
  it.each([
    ['', 'Enter an amount'],
    ['12a', 'Enter the amount in digits, with a point or a comma before the cents'],
    ['99.99', 'The minimum is ₱100.00'],
    ['1000.01', 'The maximum is ₱1,000.00'],
  ])('amount "%s": %s', async (typed, message) => {
    const { amount, password, submit, user } = await openForm();
    if (typed !== '') await user.type(amount, typed);
    await user.type(password, 'Pay12345');
    await user.click(submit);
    expect(screen.getByText(message)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue(typed);
    expect(password).toHaveValue('Pay12345');
    expect(asked(WITHDRAW)).toEqual([]);
  });

  it('more than the withdrawable amount is refused though within the limits', async () => {
    platform.withdraw = { ...platform.withdraw, withdrawable: '500.00' };
    const { amount, password, submit, user } = await openForm();
    await user.type(amount, '500.01');
    await user.type(password, 'Pay12345');
    await user.click(submit);
    expect(screen.getByText('This is more than you can withdraw')).toBeVisible();
    expect(asked(WITHDRAW)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(submit);
    expect(await screen.findByText(/Withdrawal of ₱500.00/)).toBeVisible();
  });

  it('the funds password is required; each message describes its field, and typing clears that field\'s message only', async () => {
    const { amount, password, submit, user } = await openForm();
    await user.click(submit);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your funds password');
    expect(amount).toHaveAccessibleDescription('Enter an amount');
    await user.type(amount, '1');
    expect(amount).not.toHaveAccessibleDescription('Enter an amount');
    expect(password).toHaveAccessibleDescription('Enter your funds password');
    await user.click(submit);
    await user.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription('Enter your funds password');
    expect(amount).toHaveAccessibleDescription('The minimum is ₱100.00');
    expect(asked(WITHDRAW)).toEqual([]);
  });

  it('a submit stays in the page (the browser\'s own page load is prevented)', async () => {
    const { form } = await openForm();
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('All fills in the whole withdrawable amount as the platform gives it', async () => {
    const { amount, user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('1500.50');
  });
});

describe('withdraw: the request and its answer', () => {
  it('sends the chosen card, the amount in two decimals and the funds password sealed; then says so, clears the form and refreshes the page and balances', async () => {
    const { form, amount, password, submit, user } = await openForm();
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveAttribute('placeholder', '₱100.00 – ₱1,000.00');
    const cards = within(within(form).getByRole('group', { name: 'To bank card' })).getAllByRole('radio');
    expect(cards.map((c) => c.closest('label')!.textContent)).toEqual(['BDO Unibank **** 7890 · Demo Zero', 'BPI **** 4321 · Demo Zero']);
    expect(cards[0]).toBeChecked();
    await user.click(cards[1]!);
    await user.type(amount, '250.5');
    await user.type(password, 'Pay12345');
    await user.click(submit);
    expect(await screen.findByText('Withdrawal of ₱250.50 to BPI **** 4321 sent for review (order WD1001).')).toBeVisible();
    const [sent] = asked(WITHDRAW);
    expect(sent).toMatchObject({ method: 'POST', data: { cardId: 12, amount: '250.50', fundsPassword: 'Pay12345' } });
    expect(sent!.data['idempotencyKey']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(amount).toHaveValue('');
    expect(password).toHaveValue('');
    expect(platform.main).toBe(125000n);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Withdrawal summary' })).toHaveTextContent('Withdrawable₱1,250.00'));
    expect(screen.getByText('Withdrawals under review: 1')).toBeVisible();
    expect(asked(INFO)).toHaveLength(2);
    await waitFor(() => expect(balancesStore.balances?.main).toBe('1250.00'));
  });

  it('a refusal shows the platform\'s message as given, keeps what was typed, and the next submit is a new action with a new key', async () => {
    const { amount, password, submit, user } = await openForm();
    await user.type(amount, '100');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The funds password is incorrect');
    expect(amount).toHaveValue('100');
    expect(password).toHaveValue('wrong');
    await user.click(submit);
    await waitFor(() => expect(asked(WITHDRAW)).toHaveLength(2));
    const [first, second] = asked(WITHDRAW);
    expect(second!.data['idempotencyKey']).not.toBe(first!.data['idempotencyKey']);
    expect(platform.main).toBe(150050n);
  });

  it.each([
    ['a lost answer', 'network' as const, 'Network slow or offline, please try again'],
    ['a server error', { status: 502, data: 'Bad gateway' }, undefined],
    ['the platform\'s internal error', { status: 200, data: { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } }, undefined],
  ])('after %s the retry sends the same key, so the money leaves once', async (_, reply, message) => {
    const { amount, password, submit, user } = await openForm();
    platform.queued.set(WITHDRAW, [reply]);
    await user.type(amount, '100');
    await user.type(password, 'Pay12345');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    if (message !== undefined) expect(alert).toHaveTextContent(message);
    expect(amount).toHaveValue('100');
    await user.click(submit);
    expect(await screen.findByText(/Withdrawal of ₱100.00/)).toBeVisible();
    const [first, retry] = asked(WITHDRAW);
    expect(retry!.data['idempotencyKey']).toBe(first!.data['idempotencyKey']);
    expect(platform.main).toBe(140050n);
  });

  it('after a lost answer, a changed amount is a new request with a new key', async () => {
    const { amount, password, submit, user } = await openForm();
    platform.queued.set(WITHDRAW, ['network']);
    await user.type(amount, '100');
    await user.type(password, 'Pay12345');
    await user.click(submit);
    await screen.findByRole('alert');
    await user.type(amount, '.5');
    await user.click(submit);
    expect(await screen.findByText(/Withdrawal of ₱100.50/)).toBeVisible();
    const [first, changed] = asked(WITHDRAW);
    expect(changed!.data['idempotencyKey']).not.toBe(first!.data['idempotencyKey']);
  });

  it('while the request is out the button says Please wait and a second submit sends nothing', async () => {
    const { form, amount, password, submit, user } = await openForm();
    const { release, arrived } = holdAnswers((config) => config.url === WITHDRAW);
    await user.type(amount, '100');
    await user.type(password, 'Pay12345');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    fireEvent.submit(form);
    release();
    expect(await screen.findByText(/Withdrawal of ₱100.00/)).toBeVisible();
    await waitFor(() => expect(platform.inFlight).toBe(0));
    expect(arrived()).toBe(1);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });
});
