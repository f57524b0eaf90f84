// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/features/security/security-rules.ts';
import { itemOf, statusOf } from '../../../src/features/security/security-items.ts';
import { overview } from './fake-security.ts';

describe('security centre rules', () => {
  it.each([
    ['Juan Dela Cruz', undefined], ["Maria O'Neil-Santos", undefined], ['محمد علي', undefined], ['', 'rules.payee_required'], ['   ', 'rules.payee_required'],
    ['J', 'rules.payee_invalid'], ['Juan 3rd', 'rules.payee_invalid'], ['<script>', 'rules.payee_invalid'], ['A'.repeat(65), 'rules.payee_invalid'],
  ])('payee name %j -> %s', (value, key) => expect(rules.payeeName(value)).toBe(key));

  it('answers have 2 to 64 characters once trimmed; two questions must differ', () => {
    expect([rules.answer(''), rules.answer(' a '), rules.answer('Rex'), rules.answer('x'.repeat(65))]).toEqual(['rules.answer_required', 'rules.answer_length', undefined, 'rules.answer_length']);
    expect([rules.secondQuestion('first_pet')('first_pet'), rules.secondQuestion('first_pet')('birth_city'), rules.secondQuestion('first_pet')('')])
      .toEqual(['rules.question_different', undefined, 'rules.question_required']);
  });

  it('an entry\'s status: a value only when proven, never the login password\'s', () => {
    expect(statusOf('email', overview({ email: 'd***@example.com', emailVerified: false }))).toEqual({ key: 'status.unverified', values: { value: 'd***@example.com' }, done: false });
    expect(statusOf('phone', overview({ mobile: '' }))).toEqual({ key: 'status.not_bound', done: false });
    expect(statusOf('questions', overview({ questions: ['first_pet', 'first_job'] }))).toEqual({ key: 'status.set', done: true });
    expect([itemOf('phone'), itemOf('login'), itemOf('nope'), itemOf(null)]).toEqual(['phone', undefined, undefined, undefined]);
  });
});
