// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/features/security/security-rules.ts';
import { itemOf, statusOf } from '../../../src/features/security/security-items.ts';
import { overview } from './fake-security.ts';

describe('security centre rules', () => {
  it.each([
    ['Juan Dela Cruz', undefined], ["Maria O'Neil-Santos", undefined], ['محمد علي', undefined], ['', 'rules.payee_required'], ['   ', 'rules.payee_required'],
    ['J', 'rules.payee_invalid'], ['Juan 3rd', 'rules.payee_invalid'], ['<script>', 'rules.payee_invalid'], ['A'.repeat(65), 'rules.payee_invalid'],
    // 2 to 64 letters once trimmed; the first a letter
    ['Jo', undefined], [' J ', 'rules.payee_invalid'], [`${'A'.repeat(64)} `, undefined], [' Juan ', undefined], ['1Juan', 'rules.payee_invalid'], ["'Juan", 'rules.payee_invalid'],
  ])('payee name %j -> %s', (value, key) => expect(rules.payeeName(value)).toBe(key));

  it.each([
    ['', 'rules.answer_required'], ['  ', 'rules.answer_required'], ['ab', undefined], [' a ', 'rules.answer_length'], ['x'.repeat(64), undefined], [` ${'x'.repeat(64)} `, undefined],
    ['x'.repeat(65), 'rules.answer_length'],
  ])('answer %j -> %s', (value, key) => expect(rules.answer(value)).toBe(key));

  it.each([
    ['', 'rules.funds_required'], ['abc12', 'rules.funds_weak'], ['abc123', undefined], [`a1${'b'.repeat(18)}`, undefined], [`a1${'b'.repeat(19)}`, 'rules.funds_weak'],
    ['abcdefgh', 'rules.funds_weak'], ['12345678', 'rules.funds_weak'], ['1234567A', undefined],
  ])('funds password %j -> %s', (value, key) => expect(rules.fundsPassword(value)).toBe(key));

  it('the funds password\'s confirmation must be given and equal; the login password must be given', () => {
    expect([rules.confirmFundsPassword('Fund9876')(''), rules.confirmFundsPassword('Fund9876')('Fund9875'), rules.confirmFundsPassword('Fund9876')('Fund9876')])
      .toEqual(['rules.confirm_required', 'rules.confirm_mismatch', undefined]);
    expect([rules.loginPassword(''), rules.loginPassword(' ')]).toEqual(['rules.login_password_required', undefined]);
  });

  it.each([
    ['', 'rules.account_required'], ['12345', 'rules.account_invalid'], ['123456', undefined], ['1'.repeat(24), undefined], ['1'.repeat(25), 'rules.account_invalid'],
    ['a123456', 'rules.account_invalid'], ['123456a', 'rules.account_invalid'],
  ])('bank account number %j -> %s', (value, key) => expect(rules.accountNo(value)).toBe(key));

  it('answers have 2 to 64 characters once trimmed; two questions must differ', () => {
    expect([rules.answer(''), rules.answer(' a '), rules.answer('Rex'), rules.answer('x'.repeat(65))]).toEqual(['rules.answer_required', 'rules.answer_length', undefined, 'rules.answer_length']);
    expect([rules.secondQuestion('first_pet')('first_pet'), rules.secondQuestion('first_pet')('birth_city'), rules.secondQuestion('first_pet')('')])
      .toEqual(['rules.question_different', undefined, 'rules.question_required']);
  });

  it.each([
    ['login', {}, { key: 'status.change', done: true }],
    ['funds', { fundsPasswordSet: false }, { key: 'status.not_set', done: false }],
    ['funds', { fundsPasswordSet: true }, { key: 'status.set', done: true }],
    ['card', { bankCards: [] }, { key: 'status.not_bound', done: false }],
    ['card', { bankCards: [{}, {}] }, { key: 'status.cards', values: { count: 2 }, done: true }],
    ['payee', { payeeName: '' }, { key: 'status.not_set', done: false }],
    ['payee', { payeeName: 'Juan Dela Cruz' }, { key: 'status.value', values: { value: 'Juan Dela Cruz' }, done: true }],
    ['phone', { mobile: '' }, { key: 'status.not_bound', done: false }],
    ['phone', { mobile: '9170****001', mobileVerified: false }, { key: 'status.unverified', values: { value: '9170****001' }, done: false }],
    ['phone', { mobile: '9170****001', mobileVerified: true }, { key: 'status.value', values: { value: '9170****001' }, done: true }],
    ['email', { email: '' }, { key: 'status.not_bound', done: false }],
    ['email', { email: 'd***@example.com', emailVerified: true }, { key: 'status.value', values: { value: 'd***@example.com' }, done: true }],
    ['questions', { questions: [] }, { key: 'status.not_set', done: false }],
    ['questions', { questions: ['first_pet'] }, { key: 'status.set', done: true }],
  ] as const)('the %s entry of %j says %j', (item, change, status) => {
    expect(statusOf(item, overview(change as never))).toEqual(status);
  });

  it('an entry\'s status: a value only when proven, never the login password\'s', () => {
    expect(statusOf('email', overview({ email: 'd***@example.com', emailVerified: false }))).toEqual({ key: 'status.unverified', values: { value: 'd***@example.com' }, done: false });
    expect(statusOf('phone', overview({ mobile: '' }))).toEqual({ key: 'status.not_bound', done: false });
    expect(statusOf('questions', overview({ questions: ['first_pet', 'first_job'] }))).toEqual({ key: 'status.set', done: true });
    expect([itemOf('phone'), itemOf('login'), itemOf('nope'), itemOf(null)]).toEqual(['phone', undefined, undefined, undefined]);
  });
});
