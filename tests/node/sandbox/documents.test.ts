/** The operator's documents (SPEC 2.14 Terms, Policy, Sponsor) as the sandbox answers them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSandbox, type TestSandbox } from './helpers.ts';

interface Doc { kind: string; title: string; content: string; updatedAt: number; language: string }

const headings = (html: string): string[] => [...html.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1] ?? '');

describe('sandbox documents (SPEC 2.14)', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startSandbox({ rateLimits: false }); });
  afterAll(() => s.close());

  const document = async (kind: string, lang?: string) => call(s.app, 'document', lang === undefined ? { kind } : { kind, lang });

  it('answers each kind in the language asked for, to a guest, with its title, HTML and date of change', async () => {
    for (const kind of ['terms', 'policy', 'sponsor']) {
      const res = await document(kind, 'EN');
      expect(res.status).toBe(200);
      const doc = res.body.value as Doc;
      expect(doc).toMatchObject({ kind, language: 'EN' });
      expect(doc.title.length).toBeGreaterThan(0);
      expect(headings(doc.content).length).toBeGreaterThan(0);
      expect(doc.content).toContain('TT Slot');
      expect(doc.updatedAt).toBeLessThan(Date.now());
    }
    const arabic = (await document('terms', 'AR')).body.value as Doc;
    expect(arabic).toMatchObject({ language: 'AR', title: 'الشروط والأحكام' });
  });

  it('answers in English when the language has no document, and without a language', async () => {
    expect(((await document('policy', 'KO')).body.value as Doc).language).toBe('EN');
    expect(((await document('policy')).body.value as Doc).language).toBe('EN');
  });

  it('has the privacy policy\'s six sections of SPEC 2.5 in every language it keeps', async () => {
    const english = headings(((await document('policy', 'EN')).body.value as Doc).content);
    expect(english).toEqual(['Introduction', 'Purpose', 'Access', 'Confidentiality', 'Recipients', 'Monitoring']);
    for (const lang of ['TY', 'AR']) expect(headings(((await document('policy', lang)).body.value as Doc).content)).toHaveLength(6);
  });

  it('refuses an unknown kind with 400 and answers 404 NOT_FOUND for a document the operator has not written', async () => {
    const unknown = await document('cookies');
    expect(unknown.status).toBe(400);
    s.app.sandbox.db.run("DELETE FROM documents WHERE kind = 'sponsor'");
    const missing = await document('sponsor', 'EN');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
