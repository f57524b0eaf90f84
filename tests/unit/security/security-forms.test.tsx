import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { SecurityScreen } from '../../../src/features/security/security-screen.tsx';
import { failureText } from '../../../src/features/security/use-secret-submit.ts';
import { changeLanguage, i18next } from '../../../src/i18n/i18n.ts';
import { toastStore } from '../../../src/state/toast-store.ts';
import { renderAt, routerAt } from '../auth/harness.tsx';
import { overview, refusal, setUpSecurityTests, signIn } from './fake-security.ts';

const platform = setUpSecurityTests();

const show = (item: string) => renderAt(`/m/securityCenter?item=${item}`, '/m/securityCenter', <SecurityScreen />);
/** RSA sealing in jsdom is slow on a shared machine: wait longer for what follows a sealed call. */
const SEALING = { timeout: 8000 };
const sealedTo = (url: string) => platform.seen.filter((s) => s.url === url);
/** What a form put in its sealed bodies, without the sealing's own nonce and time. */
const sentTo = (url: string) => sealedTo(url).map(({ payload: { nonce: _nonce, ts: _ts, ...fields } }) => fields);
const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
const noReload = () => expect(fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!)).toBe(false);
const centre = () => screen.findByRole('list', { name: 'Security centre' }, SEALING);
const afterSealing = (check: () => void) => waitFor(check, SEALING);

describe('funds password form (SPEC 6, 7 security)', () => {
  it('the first one: starts empty, each field says what it lacks, nothing is sent and the page is never reloaded', async () => {
    signIn(0);
    show('funds');
    const next = await screen.findByLabelText(/^New funds password/);
    expect(screen.getByText(/Withdrawals ask for this password/)).toBeVisible();
    const fields = [next, screen.getByLabelText(/^Confirm the funds password/), screen.getByLabelText(/^Login password/)];
    expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['', '', '']);
    expect(next).not.toHaveAccessibleDescription();
    await submit();
    expect(fields[0]).toHaveAccessibleDescription('Please enter the funds password');
    expect(fields[1]).toHaveAccessibleDescription('Please confirm the funds password');
    expect(fields[2]).toHaveAccessibleDescription('Please enter your login password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    noReload();
    expect(sealedTo('/wps/security/funds-password')).toEqual([]);
  });

  it('a change asks the current funds password instead of the login password and sends it as oldFundsPassword', async () => {
    signIn(0);
    platform.state = overview({ fundsPasswordSet: true });
    show('funds');
    const old = await screen.findByLabelText(/^Current funds password/);
    expect(old).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText(/^Login password/)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New funds password/), 'Fund9876');
    await user.type(screen.getByLabelText(/^Confirm the funds password/), 'Fund9876');
    await submit();
    expect(old).toHaveAccessibleDescription('Please enter your current funds password');
    await user.type(old, 'Fund1234');
    platform.refusals.set('/wps/security/funds-password', refusal('FUNDS_PASSWORD_INCORRECT', 'The funds password is incorrect', 'oldFundsPassword'));
    await submit();
    expect(await screen.findByRole('alert', {}, SEALING)).toHaveTextContent('The funds password is incorrect');
    expect(old).toHaveAccessibleDescription('The funds password is incorrect');
    expect(screen.getByLabelText(/^New funds password/)).not.toHaveAccessibleDescription();
    expect(sentTo('/wps/security/funds-password')[0]).toEqual({ oldFundsPassword: 'Fund1234', newFundsPassword: 'Fund9876', confirmFundsPassword: 'Fund9876' });
  });

  it('a refusal naming the new password or its confirmation is shown under that field', async () => {
    signIn(0);
    show('funds');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New funds password/), 'Fund9876');
    await user.type(screen.getByLabelText(/^Confirm the funds password/), 'Fund9876');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    platform.refusals.set('/wps/security/funds-password', refusal('FUNDS_SAME_AS_LOGIN', 'Not your login password', 'newFundsPassword'));
    await submit();
    expect(await screen.findByRole('alert', {}, SEALING)).toHaveTextContent('Not your login password');
    expect(screen.getByLabelText(/^New funds password/)).toHaveAccessibleDescription('Not your login password');
    platform.refusals.set('/wps/security/funds-password', refusal('FUNDS_CONFIRM', 'The two passwords do not match', 'confirmFundsPassword'));
    await submit();
    await afterSealing(() => expect(screen.getByLabelText(/^Confirm the funds password/)).toHaveAccessibleDescription('The two passwords do not match'));
    expect(screen.getByLabelText(/^New funds password/)).not.toHaveAccessibleDescription();
  });
});

describe('bank card form (SPEC 6, 7 security)', () => {
  it('the funds password comes before a card: the way to it, and no card list while none is bound', async () => {
    signIn(0);
    platform.state = overview({ payeeName: 'Juan Dela Cruz' });
    show('card');
    expect(await screen.findByText('A card is confirmed with the funds password: set it first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Funds password' })).toHaveAttribute('href', '/m/securityCenter?item=funds');
    expect(screen.queryByRole('list', { name: 'Bound cards' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Bank cards' })).toBeVisible();
  });

  it('an empty submit marks each field with its own message; the holder is the payee and the bank list starts unchosen', async () => {
    signIn(0);
    platform.state = overview({ payeeName: 'Juan Dela Cruz', fundsPasswordSet: true });
    show('card');
    const bank = await screen.findByRole('combobox', { name: /Bank/ });
    expect(within(bank).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a bank', 'BDO Unibank', 'Bank of the Philippine Islands']);
    expect(bank).toHaveValue('');
    expect(screen.getByText('Account holder (the payee)').parentElement).toHaveTextContent('Juan Dela Cruz');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Bound cards' })).toBeNull();
    await submit();
    expect(bank).toHaveAccessibleDescription('Please choose a bank');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription('Please enter the account number');
    expect(screen.getByLabelText(/^Funds password/)).toHaveAccessibleDescription('Please enter the funds password');
    noReload();
    expect(sealedTo('/wps/security/bank-card')).toEqual([]);
  });

  it('a bound card: the button waits, a field message of the last try goes, then the list counts it and the form lists it', async () => {
    signIn(0);
    platform.state = overview({ payeeName: 'Juan Dela Cruz', fundsPasswordSet: true });
    show('card');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Bank/ }), 'BDO Unibank');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '001234567890');
    await user.type(screen.getByLabelText(/^Funds password/), 'Fund9876');
    platform.refusals.set('/wps/security/bank-card', refusal('FUNDS_PASSWORD_INCORRECT', 'The funds password is incorrect', 'fundsPassword'));
    await submit();
    await afterSealing(() => expect(screen.getByLabelText(/^Funds password/)).toHaveAccessibleDescription('The funds password is incorrect'));
    const release = platform.holdAnswers();
    await submit();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByLabelText(/^Funds password/)).not.toHaveAccessibleDescription();
    await afterSealing(() => expect(screen.getByRole('status')).toHaveTextContent('Please wait...'));
    release();
    const list = await centre();
    expect(screen.getByRole('status')).toHaveTextContent('The bank card is bound.');
    expect(toastStore.current?.kind).toBe('success');
    expect(within(list).getByRole('link', { name: /Bank cards/ })).toHaveTextContent('1 bound');
    await user.click(within(list).getByRole('link', { name: /Bank cards/ }));
    const cards = await screen.findByRole('list', { name: 'Bound cards' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('BDO Unibank**** 7890Juan Dela Cruz');
  });
});

describe('payee form (SPEC 6, 7 security)', () => {
  it('an empty submit asks for the name and the login password; what is sent is the trimmed name', async () => {
    signIn(0);
    show('payee');
    const name = await screen.findByRole('textbox', { name: /Payee name/ });
    expect(screen.getByText(/The account holder's full name as your bank knows it/)).toBeVisible();
    expect(name).toHaveValue('');
    expect(screen.getByLabelText(/^Login password/)).toHaveValue('');
    await submit();
    expect(name).toHaveAccessibleDescription('Please enter the payee name');
    expect(screen.getByLabelText(/^Login password/)).toHaveAccessibleDescription('Please enter your login password');
    noReload();
    expect(sealedTo('/wps/security/payee')).toEqual([]);
    const user = userEvent.setup();
    await user.type(name, '  Juan Dela Cruz  ');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    platform.refusals.set('/wps/security/payee', refusal('PAYEE_INVALID', 'Enter the account holder\'s full name (letters only)', 'payeeName'));
    await submit();
    await afterSealing(() => expect(name).toHaveAccessibleDescription('Enter the account holder\'s full name (letters only)'));
    await submit();
    const list = await centre();
    expect(sentTo('/wps/security/payee')).toEqual([
      { payeeName: 'Juan Dela Cruz', loginPassword: 'Demo@1234' }, { payeeName: 'Juan Dela Cruz', loginPassword: 'Demo@1234' },
    ]);
    expect(within(list).getByRole('link', { name: /Payee/ })).toHaveTextContent('Juan Dela Cruz');
  });

  it('a bound payee shows who it is and that customer service changes it', async () => {
    signIn(0);
    platform.state = overview({ payeeName: 'Juan Dela Cruz' });
    show('payee');
    expect(await screen.findByText('The payee is bound. Customer service can change it.')).toBeVisible();
    expect(screen.getByText('Juan Dela Cruz').parentElement).toHaveTextContent('PayeeJuan Dela Cruz');
  });
});

describe('security questions form (SPEC 6, 7 security)', () => {
  it('the first two: every field starts empty, trimmed answers go without current answers, and a refusal of the answers marks the questions', async () => {
    signIn(0);
    show('questions');
    const first = await screen.findByRole('combobox', { name: /First question/ });
    expect(screen.getByRole('group', { name: 'Choose two questions' })).toBeVisible();
    expect(within(first).getAllByRole('option')[0]).toHaveTextContent('Choose a question');
    expect(screen.getAllByRole('textbox', { name: /Answer/ }).map((box) => (box as HTMLInputElement).value)).toEqual(['', '']);
    await submit();
    expect(first).toHaveAccessibleDescription('Please choose a question');
    noReload();
    const user = userEvent.setup();
    await user.selectOptions(first, 'What was the name of your first pet?');
    await user.selectOptions(screen.getByRole('combobox', { name: /Second question/ }), 'In which city were you born?');
    const [a1, a2] = screen.getAllByRole('textbox', { name: /Answer/ });
    await user.type(a1!, '  Rex ');
    await user.type(a2!, ' Cebu  ');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    platform.refusals.set('/wps/security/questions', refusal('QUESTIONS_INVALID', 'Choose two different questions', 'answers'));
    await submit();
    await afterSealing(() => expect(first).toHaveAccessibleDescription('Choose two different questions'));
    expect(screen.getByRole('combobox', { name: /Second question/ })).toHaveAccessibleDescription('Choose two different questions');
    expect(sentTo('/wps/security/questions')[0]).toEqual({
      loginPassword: 'Demo@1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Cebu' }],
    });
  });

  it('replacing them: the current questions are asked first, each by its own text, and sent trimmed as currentAnswers', async () => {
    signIn(0);
    platform.state = overview({ questions: ['first_pet', 'birth_city'] });
    show('questions');
    const current = await screen.findByRole('group', { name: 'Answer your current questions' });
    const [c1, c2] = within(current).getAllByRole('textbox');
    expect(c1).toHaveAccessibleName(/What was the name of your first pet\?/);
    expect(c2).toHaveAccessibleName(/In which city were you born\?/);
    expect(screen.getByRole('group', { name: 'New questions' })).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /First question/ }), 'What was your first job?');
    await user.selectOptions(screen.getByRole('combobox', { name: /Second question/ }), 'What was the name of your first school?');
    const answers = within(screen.getByRole('group', { name: 'New questions' })).getAllByRole('textbox');
    await user.type(answers[0]!, 'Clerk');
    await user.type(answers[1]!, 'Rizal');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await submit();
    expect(c1).toHaveAccessibleDescription('Please enter an answer');
    expect(c2).toHaveAccessibleDescription('Please enter an answer');
    expect(sealedTo('/wps/security/questions')).toEqual([]);
    await user.type(c1!, ' Rex ');
    await user.type(c2!, 'Cebu ');
    platform.refusals.set('/wps/security/questions', refusal('ANSWERS_WRONG', 'The security answers are incorrect', 'currentAnswers'));
    await submit();
    await afterSealing(() => expect(c1).toHaveAccessibleDescription('The security answers are incorrect'));
    expect(sentTo('/wps/security/questions')[0]).toEqual({
      loginPassword: 'Demo@1234',
      answers: [{ questionId: 'first_job', answer: 'Clerk' }, { questionId: 'first_school', answer: 'Rizal' }],
      currentAnswers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Cebu' }],
    });
  });
});

describe('the security centre around its forms (SPEC 6, 8)', () => {
  it('a settings list that cannot load says why and tries again on request', async () => {
    signIn(0);
    platform.refusals.set('/wps/security/overview', { status: 503, data: { success: false, code: 'MAINTENANCE', message: 'Down for maintenance' } });
    renderAt('/m/securityCenter', '/m/securityCenter', <SecurityScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    expect(await screen.findByRole('alert')).toHaveTextContent('System upgrading, please try again later');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await centre()).toBeVisible();
    expect(sealedTo('/wps/security/overview')).toHaveLength(2);
    expect(screen.getByText('Passwords, answers and codes are sent encrypted and never kept on this device.')).toBeVisible();
  });

  it('a saved entry opened from the list goes back to it; one opened directly is replaced by the list', async () => {
    signIn(0);
    const fromList = routerAt(['/m/securityCenter'], '/m/securityCenter', <SecurityScreen />);
    const user = userEvent.setup();
    await user.click(within(await centre()).getByRole('link', { name: /Payee/ }));
    await user.type(await screen.findByRole('textbox', { name: /Payee name/ }), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await submit();
    await centre();
    expect(fromList.router.state.historyAction).toBe('POP');
    fromList.unmount();

    const direct = routerAt(['/m/home', '/m/securityCenter?item=funds'], '/m/securityCenter', <SecurityScreen />);
    await user.type(await screen.findByLabelText(/^New funds password/), 'Fund9876');
    await user.type(screen.getByLabelText(/^Confirm the funds password/), 'Fund9876');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await submit();
    await centre();
    expect(direct.router.state.historyAction).toBe('REPLACE');
    expect(direct.router.state.location.search).toBe('');
  });
});

describe('the text of a refused security call (SPEC 8)', () => {
  afterEach(() => changeLanguage('EN'));

  it('general errors and free_reject use the common texts; a platform message the language knows is translated, else shown as sent', async () => {
    await changeLanguage('TY');
    await i18next.loadNamespaces(['security', 'auth']);
    const t = i18next.getFixedT(null, 'security');
    const own = (key: string) => i18next.t(key);
    expect(failureText(t, new ApiError('NETWORK', 'network slow or offline'))).toBe(own('common:general.network'));
    expect(failureText(t, new ApiError('free_reject', 'Please login an actual account'))).toBe(own('common:general.free_reject'));
    expect(failureText(t, new ApiError('FUNDS_PASSWORD_INCORRECT', 'The funds password is incorrect'))).toBe('Mali ang password ng pondo');
    expect(failureText(t, new ApiError('LOGIN_FORMAT', 'Account format is incorrect'))).toBe('Mali ang format ng account');
    expect(failureText(t, new ApiError('ODD', 'Something only the platform says'))).toBe('Something only the platform says');
  });
});
