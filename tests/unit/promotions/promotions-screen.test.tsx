// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { PromotionsScreen } from '../../../src/features/promotions/promotions-screen.tsx';
import { boot, renderAt } from '../auth/harness.tsx';
import { CATEGORIES, PROMOTIONS } from './fixtures.ts';

let answer: { success: boolean; value?: unknown } = { success: true, value: { categories: CATEGORIES, list: PROMOTIONS } };
let asked: InternalAxiosRequestConfig[] = [];
const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();

beforeAll(() => boot());
beforeEach(() => {
  asked = [];
  answer = { success: true, value: { categories: CATEGORIES, list: PROMOTIONS } };
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.call(this, typeof options === 'object' ? options : undefined);
  };
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const show = (path = '/m/activity') => renderAt(path, '/m/activity', <PromotionsScreen />);
const item = (title: RegExp) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;
const scrolledElements = () => scrolled.mock.contexts;

describe('promotions (SPEC 2.9, 3)', () => {
  it('R2.9-1 a horizontal menu of the platform\'s promotion categories; the chosen entry scrolls into view and shows its promotions', async () => {
    show();
    const menu = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(within(menu).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Welcome', 'Slots', 'VIP Rank']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const slots = within(menu).getByRole('tab', { name: 'Slots' });
    scrolled.mockClear();
    await userEvent.setup().click(slots);
    expect(slots).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(scrolledElements()).toContain(slots));
    expect(scrolled.mock.calls[scrolledElements().indexOf(slots)]?.[0]).toMatchObject({ inline: 'center', block: 'nearest' });
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([expect.stringContaining('Free Spins Friday')]);
  });

  it('R2.9-2 an accordion of promotions, each with its sequence-1 picture as header, its title, its sanitised HTML and a go button', async () => {
    show();
    const user = userEvent.setup();
    const welcome = await screen.findByRole('button', { name: /Welcome Bonus/ });
    expect(welcome).toHaveAttribute('aria-expanded', 'false');
    expect(welcome.querySelector('img')).toHaveAttribute('src', '/cdn/promo/1.png');
    await user.click(welcome);
    expect(welcome).toHaveAttribute('aria-expanded', 'true');
    const terms = screen.getByRole('region', { name: /Welcome Bonus/ });
    expect(await within(terms).findByText('first deposit')).toBeVisible();
    expect(terms.querySelector('script, [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(terms).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/m/applyReward?id=1');
    // an accordion: opening another closes the first; an open one closes on a second tap
    await user.click(screen.getByRole('button', { name: /VIP Rank Rules/ }));
    expect(welcome).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /VIP Rank Rules/ }));
    expect(screen.getByRole('button', { name: /VIP Rank Rules/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /Free Spins Friday/ }));
    await user.click(within(screen.getByRole('region', { name: /Free Spins Friday/ })).getByRole('link', { name: 'Go' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/slot-games');
  });

  it('R2.9-3 an empty state when there are no promotions', async () => {
    answer = { success: true, value: { categories: CATEGORIES, list: [] } };
    show();
    expect(await screen.findByText('There are no promotions right now.')).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('R2.9-4 the query id opens that promotion and scrolls to it', async () => {
    show('/m/activity?id=3');
    const spins = await screen.findByRole('button', { name: /Free Spins Friday/ });
    expect(spins).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(scrolledElements()).toContain(item(/Free Spins Friday/)));
    // the menu shows the promotion's category; All shows the others, closed
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('button', { name: /Welcome Bonus/ })).toHaveAttribute('aria-expanded', 'false');
    expect(spins).toHaveAttribute('aria-expanded', 'true');
  });

  it('R2.9-5 the picture of a player_rank_rules promotion opens the VIP page by a full page load (D14); other pictures open their promotion', async () => {
    show();
    const vip = await screen.findByRole('link', { name: /VIP Rank Rules: VIP benefits/ });
    expect(vip).toHaveAttribute('href', '/vip.html');
    expect(vip.querySelector('img')).toHaveAttribute('src', '/cdn/promo/2.png');
    // a plain link: the router does not take it, the browser loads /vip.html
    let prevented: boolean | undefined;
    const seen = (event: MouseEvent): void => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', seen);
    await userEvent.setup().click(vip);
    window.removeEventListener('click', seen);
    expect(prevented).toBe(false);
    expect(within(item(/Welcome Bonus/)).queryByRole('link')).toBeNull();
  });

  it('R2.9-6 dates show as YYYY/MM/DD, the period as "start - end"', async () => {
    show();
    expect(await screen.findByRole('button', { name: /Welcome Bonus/ })).toHaveTextContent('2025/01/01 - 2026/12/02');
    expect(screen.getByRole('button', { name: /Free Spins Friday/ })).toHaveTextContent('2025/01/03 - 2025/12/04');
  });

  it('R2.9-7 when noExpiry equals 1 the period shows as "start - long term"', async () => {
    show();
    const vip = await screen.findByRole('button', { name: /VIP Rank Rules/ });
    expect(vip).toHaveTextContent('2025/01/02 - long term');
    expect(vip).not.toHaveTextContent('2099');
  });

  it('/m/activityDetail?id= shows that promotion alone, opened; the list is asked for in the player\'s language', async () => {
    renderAt('/m/activityDetail?id=2', '/m/activityDetail', <PromotionsScreen />);
    expect(await screen.findByRole('button', { name: /VIP Rank Rules/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(asked[0]).toMatchObject({ method: 'get', url: '/wps/promotion/list', params: { language: 'EN' } });
  });

  it('a failed load offers a retry', async () => {
    answer = { success: false };
    show();
    const alert = await screen.findByRole('alert');
    answer = { success: true, value: { categories: CATEGORIES, list: PROMOTIONS } };
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Welcome Bonus/ })).toBeVisible();
  });
});
