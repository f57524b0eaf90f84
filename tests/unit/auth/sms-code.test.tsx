import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { registerSignInProvider } from '../../../src/features/auth/index.ts';
import { ToastView } from '../../../src/ui/toast.tsx';
import { toastStore, useToast } from '../../../src/state/toast-store.ts';
import { boot } from './harness.tsx';

const sms = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => sms);

const { SmsCodeButton } = await import('../../../src/features/auth/sms-code-button.tsx');

function Toast() {
  const toast = useToast();
  return toast === undefined ? null : <ToastView message={toast.message} kind={toast.kind} />;
}

const NOW = new Date('2026-11-24T08:00:00Z').getTime();

beforeAll(() => boot());
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  sms.sendSmsCode.mockReset();
  registerSignInProvider(undefined);
});
afterEach(() => vi.useRealTimers());

function show(): void {
  render(<><Toast /><SmsCodeButton mobile="9170000001" countryDialingCode="63" validateMobile={() => true} /></>);
}

async function tap(): Promise<void> {
  await act(async () => { screen.getByRole('button', { name: 'Get code' }).click(); await Promise.resolve(); });
}

describe('the SMS code button (SPEC 4, 8, 9)', () => {
  it('R8-9 R8-10 a loading toast shows while the code is sent, then "sent" for the brand\'s 1.5 s', async () => {
    let sent: (expiration: number) => void = () => {};
    sms.sendSmsCode.mockReturnValueOnce(new Promise((resolve) => { sent = resolve; }));
    show();
    await tap();
    expect(screen.getByRole('status')).toHaveTextContent('Sending the verification code...');
    await act(async () => sent(NOW + 30_000));
    expect(screen.getByRole('status')).toHaveTextContent('The verification code has been sent');
    await act(async () => vi.advanceTimersByTime(1_400));
    expect(screen.getByRole('status')).toHaveTextContent('The verification code has been sent');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('R9-11 the sending toast of the SMS screens stays until the sending ends (9999), however long that takes', async () => {
    let sent: (expiration: number) => void = () => {};
    sms.sendSmsCode.mockReturnValueOnce(new Promise((resolve) => { sent = resolve; }));
    show();
    await tap();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Sending the verification code...');
    await act(async () => sent(NOW + 90_000));
    expect(screen.getByRole('status')).not.toHaveTextContent('Sending the verification code...');
  });

  it('R4-12 after sending it counts down in whole seconds to the server\'s expirationTime, then is idle again', async () => {
    sms.sendSmsCode.mockResolvedValueOnce(NOW + 3_200);
    show();
    await tap();
    expect(screen.getByRole('button', { name: '4 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: '3 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: '2 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('R4-13 without an expirationTime the countdown lasts 60 s', async () => {
    sms.sendSmsCode.mockResolvedValueOnce(undefined);
    show();
    await tap();
    expect(screen.getByRole('button', { name: '60 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: '1 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});

describe('the SMS code button when sending fails (SPEC 8)', () => {
  it('the platform\'s refusal shows as an error with its message; the button stays ready', async () => {
    sms.sendSmsCode.mockRejectedValueOnce(new ApiError('SMS_LIMIT', 'Too many codes today', 200));
    show();
    await tap();
    await act(async () => { await Promise.resolve(); });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many codes today');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('a sent code says so as a success', async () => {
    sms.sendSmsCode.mockResolvedValueOnce(NOW + 60_000);
    show();
    await tap();
    await act(async () => { await Promise.resolve(); });
    expect(toastStore.current?.kind).toBe('success');
  });

  it('sends the number and dialing code as given', async () => {
    sms.sendSmsCode.mockResolvedValueOnce(NOW + 60_000);
    show();
    await tap();
    expect(sms.sendSmsCode).toHaveBeenCalledWith('9170000001', '63');
  });
});
