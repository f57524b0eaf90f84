/** The security centre's own field rules: each answers a `security` text key, or undefined when the value passes. */
export type Rule = (value: string) => string | undefined;

/** Letters of any script, spaces, dots, hyphens and apostrophes; at least 2 (the platform's payee rule). */
const PAYEE = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export const payeeName: Rule = (v) => (v.trim() === '' ? 'rules.payee_required' : v.trim().length >= 2 && v.trim().length <= 64 && PAYEE.test(v.trim()) ? undefined : 'rules.payee_invalid');

export const answer: Rule = (v) => (v.trim() === '' ? 'rules.answer_required' : v.trim().length < 2 || v.trim().length > 64 ? 'rules.answer_length' : undefined);

export const loginPassword: Rule = (v) => (v === '' ? 'rules.login_password_required' : undefined);

/** A question chosen from the platform's catalogue (the select offers nothing else). */
export const question: Rule = (v) => (v === '' ? 'rules.question_required' : undefined);

/** Two questions must differ: the second's rule given the first. */
export const secondQuestion = (first: string): Rule => (v) => question(v) ?? (v === first ? 'rules.question_different' : undefined);

/** The platform's funds password: 6 to 20 characters with at least one letter and one digit. */
export const fundsPassword: Rule = (v) => (v === '' ? 'rules.funds_required' : v.length >= 6 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v) ? undefined : 'rules.funds_weak');

export const confirmFundsPassword = (next: string): Rule => (v) => (v === '' ? 'rules.confirm_required' : v !== next ? 'rules.confirm_mismatch' : undefined);

/** A bank account number: 6 to 24 digits. */
export const accountNo: Rule = (v) => (v === '' ? 'rules.account_required' : /^\d{6,24}$/.test(v) ? undefined : 'rules.account_invalid');
