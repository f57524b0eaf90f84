/**
 * What the security centre keeps beside the member row (issue 19 point 8): the payee name, which of
 * the mobile and e-mail were proven with a code, and the security answers as scrypt hashes (never
 * the answers). The funds password and bank cards are kept by wallet-security.ts (withdrawals need them).
 */
import type { Db } from './db.ts';
import { hashPassword, verifyPassword } from './crypto.ts';

export const SECURITY_CENTRE_TABLES = ['security_profiles', 'security_answers'] as const;

/** Creates the tables when missing (the seed empties them with the other data tables). */
export function ensureSecurityCentreTables(db: Db): void {
  db.raw.exec(`
    CREATE TABLE IF NOT EXISTS security_profiles (
      member_id INTEGER PRIMARY KEY, payee_name TEXT NOT NULL DEFAULT '', mobile_verified INTEGER NOT NULL DEFAULT 0, email_verified INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS security_answers (
      member_id INTEGER NOT NULL, position INTEGER NOT NULL, question_id TEXT NOT NULL, answer_hash TEXT NOT NULL, PRIMARY KEY (member_id, position)
    ) WITHOUT ROWID;
  `);
}

export interface SecurityProfile { payeeName: string; mobileVerified: boolean; emailVerified: boolean }

export function profileOf(db: Db, memberId: number): SecurityProfile {
  const row = db.get<{ payee_name: string; mobile_verified: number; email_verified: number }>('SELECT * FROM security_profiles WHERE member_id = ?', memberId);
  return { payeeName: row?.payee_name ?? '', mobileVerified: row?.mobile_verified === 1, emailVerified: row?.email_verified === 1 };
}

export function updateProfile(db: Db, memberId: number, change: Partial<SecurityProfile>): void {
  const next = { ...profileOf(db, memberId), ...change };
  db.run(`INSERT INTO security_profiles (member_id, payee_name, mobile_verified, email_verified) VALUES (?, ?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET payee_name = excluded.payee_name, mobile_verified = excluded.mobile_verified, email_verified = excluded.email_verified`,
  memberId, next.payeeName, next.mobileVerified ? 1 : 0, next.emailVerified ? 1 : 0);
}

/** An answer as compared: Unicode-normalised, trimmed, inner spaces collapsed, lower case. */
export const normaliseAnswer = (answer: string): string => answer.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');

export const questionsOf = (db: Db, memberId: number): string[] =>
  db.all<{ question_id: string }>('SELECT question_id FROM security_answers WHERE member_id = ? ORDER BY position', memberId).map((r) => r.question_id);

/** Whether `answers` are exactly the member's questions with right answers (order free). */
export async function answersMatch(db: Db, memberId: number, answers: readonly { questionId: string; answer: string }[]): Promise<boolean> {
  const rows = db.all<{ question_id: string; answer_hash: string }>('SELECT question_id, answer_hash FROM security_answers WHERE member_id = ?', memberId);
  if (rows.length === 0 || rows.length !== answers.length) return false;
  let ok = true;
  for (const row of rows) {
    const given = answers.find((a) => a.questionId === row.question_id);
    // every hash is checked, so the time does not tell which answer was wrong
    const match = await verifyPassword(normaliseAnswer(given?.answer ?? ''), row.answer_hash);
    ok = ok && given !== undefined && match;
  }
  return ok;
}

export async function saveAnswers(db: Db, memberId: number, answers: readonly { questionId: string; answer: string }[]): Promise<void> {
  const hashes = await Promise.all(answers.map((a) => hashPassword(normaliseAnswer(a.answer))));
  db.tx(() => {
    db.run('DELETE FROM security_answers WHERE member_id = ?', memberId);
    answers.forEach((a, i) => db.run('INSERT INTO security_answers (member_id, position, question_id, answer_hash) VALUES (?, ?, ?, ?)', memberId, i, a.questionId, hashes[i] ?? ''));
  });
}

/** 09171234567 -> 0917****567: enough to recognise, not to use. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 4)}****${mobile.slice(-3)}`;
}

/** demo@example.com -> d***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
