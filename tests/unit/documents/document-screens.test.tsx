// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { PolicyScreen, TermsScreen } from '../../../src/features/documents/document-screen.tsx';
import { formatLongDate } from '../../../src/i18n/format.ts';
import { SponsorScreen } from '../../../src/features/documents/sponsor-screen.tsx';
import { languageState } from '../../../src/i18n/i18n.ts';
import { boot, renderAt } from '../auth/harness.tsx';

const UPDATED = Date.UTC(2026, 9, 28);
const DOCUMENTS: Record<string, { title: string; content: string }> = {
  terms: { title: 'Terms and conditions', content: '<h3>Who may play</h3><p>Adults only.</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>' },
  policy: { title: 'Privacy policy', content: '<h3>Introduction</h3><p>We respect your privacy.</p>' },
  sponsor: { title: 'Our sponsorships', content: '<p>We back the teams our players love.</p>' },
};
const PARTNERS = [
  { id: 1, code: 'club', name: 'City Football Club', kind: 'sponsor', logoUrl: '/cdn/partners/club.png' },
  { id: 2, code: 'pg', name: 'PG Soft', kind: 'provider', logoUrl: '/cdn/partners/pg.png' },
  { id: 3, code: 'race', name: 'Grand Prix Team', kind: 'sponsor', logoUrl: '/cdn/partners/race.png' },
];

let asked: InternalAxiosRequestConfig[] = [];
let failing = new Set<string>();

beforeAll(() => boot());
beforeEach(() => {
  asked = [];
  failing = new Set();
  languageState.code = 'EN';
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const kind = String((config.params as { kind?: string } | undefined)?.kind ?? '');
    const key = config.url === '/wps/system/partners' ? 'partners' : kind;
    const data = failing.has(key)
      ? { success: false, code: 'internal', message: 'down' }
      : config.url === '/wps/system/partners'
        ? { success: true, value: { list: PARTNERS } }
        : { success: true, value: { kind, ...DOCUMENTS[kind], updatedAt: UPDATED, language: 'EN' } };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

describe('the operator\'s documents as screens (SPEC 2.14 Terms, Policy, Sponsor)', () => {
  it('/m/terms asks the platform for the terms in the player\'s language and shows its title, date and sanitised HTML', async () => {
    renderAt('/m/terms', '/m/terms', <TermsScreen />);
    const article = await screen.findByRole('article', { name: 'Terms and conditions' });
    expect(asked[0]).toMatchObject({ method: 'get', url: '/wps/system/document', params: { kind: 'terms', lang: 'EN' } });
    expect(within(article).getByText(`Last updated ${formatLongDate(UPDATED, 'en')}`)).toBeVisible();
    expect(await within(article).findByRole('heading', { name: 'Who may play' })).toBeVisible();
    expect(article.querySelector('script, [onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('/m/policy shows the privacy policy; a new language asks again', async () => {
    renderAt('/m/policy', '/m/policy', <PolicyScreen />);
    expect(await screen.findByRole('article', { name: 'Privacy policy' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Introduction' })).toBeVisible();
    languageState.code = 'TY';
    await screen.findByRole('article', { name: 'Privacy policy' });
    await expect.poll(() => asked.map((c) => (c.params as { lang: string }).lang)).toEqual(['EN', 'TY']);
  });

  it('a failed load says so and tries again on request', async () => {
    failing.add('terms');
    renderAt('/m/terms', '/m/terms', <TermsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load. Please try again.');
    failing.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Terms and conditions' })).toBeVisible();
  });

  it('/m/sponsor shows the sponsorship page and the sponsors among the partners, by name, not the game providers', async () => {
    renderAt('/m/sponsor', '/m/sponsor', <SponsorScreen />);
    expect(await screen.findByRole('article', { name: 'Our sponsorships' })).toBeVisible();
    const list = within(screen.getByRole('region', { name: 'Our sponsors' }));
    expect((await list.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['City Football Club', 'Grand Prix Team']);
  });

  it('/m/sponsor keeps the page when the partners fail, with their own retry', async () => {
    failing.add('partners');
    renderAt('/m/sponsor', '/m/sponsor', <SponsorScreen />);
    expect(await screen.findByRole('article', { name: 'Our sponsorships' })).toBeVisible();
    const region = within(screen.getByRole('region', { name: 'Our sponsors' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Could not load. Please try again.');
    failing.clear();
    await userEvent.setup().click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findAllByRole('listitem')).toHaveLength(2);
  });
});
