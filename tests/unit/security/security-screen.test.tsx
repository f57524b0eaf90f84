import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SecurityScreen } from '../../../src/features/security/security-screen.tsx';
import { endSession } from '../../../src/state/session-store.ts';
import { renderAt } from '../auth/harness.tsx';
import { overview, refusal, setUpSecurityTests, signIn } from './fake-security.ts';

const platform = setUpSecurityTests();

const show = (path = '/m/securityCenter') => renderAt(path, '/m/securityCenter', <SecurityScreen />);
const centre = () => screen.findByRole('list', { name: 'Security centre' });
/** RSA sealing in jsdom is slow on a shared machine: wait longer for what follows a sealed call. */
const SEALING = { timeout: 8000 };
const sealedTo = (url: string) => platform.seen.filter((s) => s.url === url);
/** Every value the device keeps, to prove no secret is among them. */
const stored = (): string => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);

describe('security centre /m/securityCenter (SPEC 6)', () => {
  it('sends a guest to /m/login without asking the platform', () => {
    endSession();
    show();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(platform.seen).toEqual([]);
  });

  it('R8-7 refuses a trial account with the real-account message (free_reject) and a way to a real account, without asking the platform', () => {
    signIn(4);
    show();
    expect(screen.getByRole('heading', { name: 'Security centre' })).toBeVisible();
    expect(screen.getByText('Please log in to a real account to use this function')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(platform.seen).toEqual([]);
  });

  it('R8-7 refuses with the real-account message when the platform answers free_reject for the session (checked on the server too)', async () => {
    signIn(0);
    platform.refusals.set('/wps/security/overview', { status: 403, data: { success: false, code: 'free_reject', message: 'Please login an actual account to use this function' } });
    show();
    expect(await screen.findByText('Please log in to a real account to use this function')).toBeVisible();
  });

  it('lists each setting with its state for a member and an agent alike; the login password opens the existing screen', async () => {
    for (const type of [0, 1] as const) {
      signIn(type);
      platform.state = overview({ payeeName: 'Juan Dela Cruz', mobile: '9170****001', mobileVerified: true, questions: ['first_pet', 'birth_city'] });
      const view = show();
      const list = await centre();
      const names = within(list).getAllByRole('link').map((l) => l.textContent);
      expect(names).toEqual([
        'Login passwordChange', 'Funds passwordNot set', 'PayeeJuan Dela Cruz', 'Bank cardsNot bound', 'Mobile number9170****001', 'E-maild***@example.com (not verified)', 'Security questionsSet',
      ]);
      expect(within(list).getByRole('link', { name: /Login password/ })).toHaveAttribute('href', '/m/changePsw');
      view.unmount();
    }
  });

  it('binds a phone: the code goes to the number, the secrets travel sealed (JWE) and nothing is kept on the device', async () => {
    signIn(1);
    show();
    const user = userEvent.setup();
    await user.click(within(await centre()).getByRole('link', { name: /Mobile number/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/securityCenter?item=phone');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9175550123');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(sealedTo('/wps/sms/send')[0]?.payload).toMatchObject({ mobileNum: '9175550123' });
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '864213');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The mobile number is bound.', {}, SEALING)).toBeVisible();
    const [bind] = sealedTo('/wps/security/mobile');
    expect(bind?.headers['encryption']).toBe('test-key');
    expect(JSON.stringify(bind?.wire)).not.toMatch(/Demo@1234|864213/);
    expect(bind?.payload).toMatchObject({ mobileNum: '9175550123', verificationCode: '864213', loginPassword: 'Demo@1234', countryDialingCode: '63' });
    expect(within(await centre()).getByRole('link', { name: /Mobile number/ })).toHaveTextContent('9175****123');
    expect(stored()).not.toMatch(/Demo@1234|864213/);
  });

  it('a wrong login password shows the platform\'s message under the field and keeps what was typed', async () => {
    signIn(0);
    platform.refusals.set('/wps/security/payee', refusal('PASSWORD_INCORRECT', 'The login password is incorrect', 'loginPassword'));
    show('/m/securityCenter?item=payee');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Payee name/ }), 'Maria Santos');
    await user.type(screen.getByLabelText(/^Login password/), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const password = screen.getByLabelText(/^Login password/);
    expect(await screen.findByText('The login password is incorrect', { selector: 'p' }, SEALING)).toBeVisible();
    expect(password).toHaveAccessibleDescription('The login password is incorrect');
    expect(password).toHaveValue('Wrong@123');
    expect(screen.getByRole('textbox', { name: /Payee name/ })).toHaveValue('Maria Santos');
    expect(screen.getByTestId('path')).toHaveTextContent('?item=payee');
  });

  it('security questions: two different questions are required before anything is sent; replacing asks the current answers', async () => {
    signIn(2);
    show('/m/securityCenter?item=questions');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /First question/ }), 'What was the name of your first pet?');
    await user.selectOptions(screen.getByRole('combobox', { name: /Second question/ }), 'What was the name of your first pet?');
    const [first, second] = screen.getAllByRole('textbox', { name: /Answer/ });
    await user.type(first!, 'Rex');
    await user.type(second!, 'Max');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: /Second question/ })).toHaveAccessibleDescription('Choose two different questions');
    expect(sealedTo('/wps/security/questions')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Second question/ }), 'In which city were you born?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your security questions are set.', {}, SEALING)).toBeVisible();
    expect(sealedTo('/wps/security/questions')[0]?.payload).toMatchObject({
      loginPassword: 'Demo@1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Max' }],
    });
    await user.click(within(await centre()).getByRole('link', { name: /Security questions/ }));
    const current = await screen.findByRole('group', { name: 'Answer your current questions' });
    expect(within(current).getAllByRole('textbox').map((box) => box.getAttribute('id'))).toHaveLength(2);
    expect(within(current).getByRole('textbox', { name: /first pet/ })).toBeVisible();
  });

  it('funds password: a weak one is refused before anything is sent; the first one is set with the login password, sealed', async () => {
    signIn(0);
    show('/m/securityCenter?item=funds');
    const user = userEvent.setup();
    const next = await screen.findByLabelText(/^New funds password/);
    expect(screen.queryByLabelText(/^Current funds password/)).toBeNull();
    await user.type(next, 'abcdefgh');
    await user.type(screen.getByLabelText(/^Confirm the funds password/), 'abcdefgh');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(next).toHaveAccessibleDescription('Use 6 to 20 characters with a letter and a digit');
    expect(sealedTo('/wps/security/funds-password')).toEqual([]);
    await user.clear(next);
    await user.type(next, 'Fund9876');
    await user.clear(screen.getByLabelText(/^Confirm the funds password/));
    await user.type(screen.getByLabelText(/^Confirm the funds password/), 'Fund9876');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your funds password is set.', {}, SEALING)).toBeVisible();
    const [sent] = sealedTo('/wps/security/funds-password');
    expect(sent?.payload).toMatchObject({ newFundsPassword: 'Fund9876', confirmFundsPassword: 'Fund9876', loginPassword: 'Demo@1234' });
    expect(JSON.stringify(sent?.wire)).not.toContain('Fund9876');
    expect(within(await centre()).getByRole('link', { name: /Funds password/ })).toHaveTextContent('Set');
    expect(stored()).not.toContain('Fund9876');
  });

  it('a bank card needs the payee first, then is sent sealed with the funds password; a wrong one is shown under its field and what was typed stays', async () => {
    signIn(1);
    show('/m/securityCenter?item=card');
    expect(await screen.findByText('A card is in the payee\'s name: bind the payee first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payee' })).toHaveAttribute('href', '/m/securityCenter?item=payee');
    endSession();
    signIn(1);
    platform.state = overview({ payeeName: 'Juan Dela Cruz', fundsPasswordSet: true });
    show('/m/securityCenter?item=card');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Bank/ }), 'BDO Unibank');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '12a34567890');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567890');
    await user.type(screen.getByLabelText(/^Funds password/), 'Fund9876');
    platform.refusals.set('/wps/security/bank-card', refusal('FUNDS_PASSWORD_INCORRECT', 'The funds password is incorrect', 'fundsPassword'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The funds password is incorrect', { selector: 'p' }, SEALING)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567890');
    expect(sealedTo('/wps/security/bank-card')[0]?.payload).toMatchObject({ bankCode: 'BDO', accountNo: '1234567890', fundsPassword: 'Fund9876' });
  });

  it('a bound payee is shown, not editable: customer service changes it', async () => {
    signIn(0);
    platform.state = overview({ payeeName: 'Juan Dela Cruz' });
    show('/m/securityCenter?item=payee');
    expect(await screen.findByText('Juan Dela Cruz')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/m/customer');
  });
});

describe('the e-mail entry /m/securityCenter?item=email (SPEC 6, 7 security)', () => {
  const emailField = () => screen.getByRole('textbox', { name: /E-mail address/ });

  it('shows the e-mail now bound; the code goes only to a well-formed address, trimmed, and says so', async () => {
    signIn(0);
    show('/m/securityCenter?item=email');
    expect(await screen.findByText('Now bound: d***@example.com')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeVisible();
    await user.type(emailField(), 'juan@');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a correct e-mail address')).toBeVisible();
    expect(sealedTo('/wps/security/email/code')).toEqual([]);
    await user.type(emailField(), 'example.com ');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The verification code has been sent to your e-mail.')).toBeVisible();
    expect(sealedTo('/wps/security/email/code').map((s) => s.payload)).toEqual([{ email: 'juan@example.com' }]);
    expect(screen.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  });

  it('a refused code request shows the platform\'s message and leaves the button ready', async () => {
    signIn(0);
    platform.refusals.set('/wps/security/email/code', refusal('FIELD_INVALID', 'This e-mail is used by another account'));
    show('/m/securityCenter?item=email');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'juan@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This e-mail is used by another account')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('every field is checked before anything is sent; then the e-mail, code and login password go sealed, the form empties and the list shows it', async () => {
    signIn(0);
    platform.state = overview({ email: '' });
    show('/m/securityCenter?item=email');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /E-mail address/ });
    expect(screen.queryByText(/Now bound/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(emailField()).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveAccessibleDescription('Please enter the verification code');
    expect(screen.getByLabelText(/^Login password/)).toHaveAccessibleDescription('Please enter your login password');
    expect(sealedTo('/wps/security/email')).toEqual([]);
    await user.type(emailField(), ' juan@example.com ');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '12a3456');
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveValue('123456');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The e-mail is bound.', {}, SEALING)).toBeVisible();
    const [bind] = sealedTo('/wps/security/email');
    expect(bind?.headers['encryption']).toBe('test-key');
    expect(bind?.payload).toMatchObject({ email: 'juan@example.com', verificationCode: '123456', loginPassword: 'Demo@1234' });
    expect(JSON.stringify(bind?.wire)).not.toMatch(/Demo@1234|123456/);
    expect(within(await centre()).getByRole('link', { name: /E-mail/ })).toHaveTextContent('juan@example.com');
  });
});

describe('the mobile entry /m/securityCenter?item=phone (SPEC 4 SMS, 6)', () => {
  it('shows the number now bound; a short number is refused under its field before a code is sent; an empty submit marks every field', async () => {
    signIn(0);
    platform.state = overview({ mobile: '9170****001', mobileVerified: true });
    show('/m/securityCenter?item=phone');
    expect(await screen.findByText('Now bound: 9170****001')).toBeVisible();
    const user = userEvent.setup();
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(mobile).not.toHaveAccessibleDescription();
    await user.type(mobile, '917');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(mobile).toHaveAccessibleDescription('The mobile num is not valid');
    expect(sealedTo('/wps/sms/send')).toEqual([]);
    await user.clear(mobile);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(mobile).toHaveAccessibleDescription('Please enter your mobile number');
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveAccessibleDescription('Please enter the verification code');
    expect(screen.getByLabelText(/^Login password/)).toHaveAccessibleDescription('Please enter your login password');
    expect(sealedTo('/wps/security/mobile')).toEqual([]);
  });

  it('a code the platform refuses is shown under the code field, and what was typed stays', async () => {
    signIn(0);
    platform.state = overview({ mobile: '' });
    show('/m/securityCenter?item=phone');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9175550123');
    expect(screen.queryByText(/Now bound/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.type(screen.getByLabelText(/^Login password/), 'Demo@1234');
    platform.refusals.set('/wps/security/mobile', refusal('FIELD_INVALID', 'The verification code is wrong', 'verificationCode'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription('The verification code is wrong'), SEALING);
    expect(code).toHaveValue('111111');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9175550123');
  });
});
