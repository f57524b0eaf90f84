import type { SecurityOverview } from '../../api/security.ts';

/** The security centre's entries in order; `login` opens the existing change-password screen. */
export const SECURITY_ITEMS = ['login', 'funds', 'payee', 'card', 'phone', 'email', 'questions'] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];

/** The entry a `?item=` value names; anything else is the list. */
export function itemOf(raw: string | null): Exclude<SecurityItem, 'login'> | undefined {
  return SECURITY_ITEMS.find((i) => i === raw && i !== 'login') as Exclude<SecurityItem, 'login'> | undefined;
}

/** What an entry's status line says: a `security` text key and its values. */
export function statusOf(item: SecurityItem, o: SecurityOverview): { key: string; values?: Record<string, string | number>; done: boolean } {
  switch (item) {
    case 'login':
      return { key: 'status.change', done: true };
    case 'funds':
      return o.fundsPasswordSet ? { key: 'status.set', done: true } : { key: 'status.not_set', done: false };
    case 'card':
      return o.bankCards.length === 0 ? { key: 'status.not_bound', done: false } : { key: 'status.cards', values: { count: o.bankCards.length }, done: true };
    case 'payee':
      return o.payeeName === '' ? { key: 'status.not_set', done: false } : { key: 'status.value', values: { value: o.payeeName }, done: true };
    case 'phone':
      if (o.mobile === '') return { key: 'status.not_bound', done: false };
      return { key: o.mobileVerified ? 'status.value' : 'status.unverified', values: { value: o.mobile }, done: o.mobileVerified };
    case 'email':
      if (o.email === '') return { key: 'status.not_bound', done: false };
      return { key: o.emailVerified ? 'status.value' : 'status.unverified', values: { value: o.email }, done: o.emailVerified };
    case 'questions':
      return o.questions.length > 0 ? { key: 'status.set', done: true } : { key: 'status.not_set', done: false };
  }
}
