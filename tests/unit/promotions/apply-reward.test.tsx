import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '../../../src/api/promotion.ts';
import { configureClient, http } from '../../../src/api/client.ts';
import { ApplyRewardScreen } from '../../../src/features/promotions/apply-reward-screen.tsx';
import { i18next } from '../../../src/i18n/i18n.ts';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';
import { PROMOTIONS } from './fixtures.ts';

const needs = (id: number, imageRequired: 'Y' | 'N', remarkRequired: 'Y' | 'N', title: string): Promotion =>
  ({ ...PROMOTIONS[0], id, imageRequired, remarkRequired, title } as Promotion);
const LIST = [needs(11, 'Y', 'Y', 'Both needed'), needs(12, 'Y', 'N', 'Pictures needed'), needs(13, 'N', 'Y', 'Remarks needed'), needs(14, 'N', 'N', 'Nothing needed')];

let applyAnswer: { status: number; data: unknown } = { status: 200, data: { success: true } };
let sent: InternalAxiosRequestConfig[] = [];
const made: string[] = [];
const revoked: string[] = [];

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces('reward');
});
beforeEach(() => {
  sent = [];
  made.length = 0;
  revoked.length = 0;
  applyAnswer = { status: 200, data: { success: true } };
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:picture-${made.length}-${(blob as File).name}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (config.url === '/wps/promotion/list') return { data: { success: true, value: { categories: [], list: LIST } }, status: 200, statusText: 'OK', headers: {}, config };
    sent.push(config);
    if (applyAnswer.status !== 200) {
      throw Object.assign(new (await import('axios')).AxiosError('refused', 'ERR_BAD_REQUEST', config, undefined, { ...applyAnswer, statusText: '', headers: {}, config }));
    }
    return { ...applyAnswer, statusText: 'OK', headers: {}, config };
  };
  startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: true });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

const show = (search = '?id=11') => renderAt(`/m/applyReward${search}`, '/m/applyReward', <ApplyRewardScreen />);
const picture = (name: string, type = 'image/png', size = 8) => new File([new Uint8Array(size)], name, { type });
const remarks = () => screen.getByRole('textbox', { name: /^Remarks/ });
const picker = () => screen.getByLabelText('Add pictures');
const submit = () => screen.getByRole('button', { name: 'Submit' });
const thumbnails = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));
const path = () => screen.getByTestId('path').textContent;
/** Files as a picker hands them over, whatever its accept list: the rules, not the list, decide (with fake timers, where user-event waits forever). */
const pick = (...files: File[]) => act(async () => { fireEvent.change(picker(), { target: { files } }); });

describe('reward application (SPEC 2.9, 5, 8)', () => {
  it('R2.9-8 a guest, a missing id or an id naming no promotion go back to /m/activity', async () => {
    endSession();
    const { unmount } = show();
    expect(path()).toBe('/m/activity');
    unmount();
    startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: true });
    for (const search of ['', '?id=', '?id=abc']) {
      const again = show(search);
      expect(path()).toBe('/m/activity');
      again.unmount();
    }
    show('?id=999');
    await vi.waitFor(() => expect(path()).toBe('/m/activity'));
    show('?id=11');
    expect(await screen.findByRole('heading', { name: 'Both needed' })).toBeVisible();
  });

  it('R2.9-9 R7-33 remarks and pictures are sent as a POST multipart form for the promotion the query names; success is read from data.success', async () => {
    show('?id=12');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Remarks/ }), 'Deposit slip attached');
    await user.upload(picker(), [picture('slip.png'), picture('ticket.jpg', 'image/jpeg')]);
    await user.click(submit());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect([request?.method, request?.url]).toEqual(['post', '/wps/promotion/reward/apply']);
    const form = request?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get('promotionId'), form.get('remarks')]).toEqual(['12', 'Deposit slip attached']);
    expect(form.getAll('pictures').map((f) => (f as File).name)).toEqual(['slip.png', 'ticket.jpg']);
    await vi.waitFor(() => expect(path()).toBe('/m/activity'));
  });

  it('R2.9-10 Cancel clears the remarks and the pictures', async () => {
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Remarks/ }), 'Some words');
    await user.upload(picker(), [picture('a.png'), picture('b.png')]);
    expect(thumbnails()).toEqual(['a.png', 'b.png']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remarks()).toHaveValue('');
    expect(thumbnails()).toEqual([]);
    expect(revoked.sort()).toEqual([...made].sort());
    expect(submit()).toBeDisabled();
    expect(path()).toBe('/m/applyReward?id=11');
  });

  it('R2.9-11 a successful application returns to /m/activity with a confirmation', async () => {
    show('?id=14');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(path()).toBe('/m/activity'));
    expect(screen.getByRole('status')).toHaveTextContent('Your application has been sent.');
  });

  it('R5-5 the remarks take at most 140 characters', async () => {
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Remarks/ }), 'x'.repeat(150));
    expect(remarks()).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140/140')).toBeVisible();
  });

  it('R5-6 R8-1 a picture that is not jpeg, jpg or png is refused with activity_image_type for 1.5 s; jpeg, jpg and png are taken', async () => {
    show();
    await screen.findByRole('textbox', { name: /^Remarks/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(picker()).toHaveAttribute('accept', '.jpeg,.jpg,.png,image/jpeg,image/png');
    await pick(picture('cat.gif', 'image/gif'), picture('fake.png', 'image/gif'), picture('untyped.gif', ''), picture('a.jpeg', 'image/jpeg'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, JPG or PNG pictures can be uploaded.');
    expect(thumbnails()).toEqual(['a.jpeg']);
    await act(async () => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('alert')).toBeVisible();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    await pick(picture('b.JPG', 'image/jpeg'), picture('c.png', ''));
    expect(thumbnails()).toEqual(['a.jpeg', 'b.JPG', 'c.png']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('R5-7 R8-1 a picture over 5242880 bytes is refused with activity_apply_remark_limit3 for 1.5 s; one of exactly that size is taken', async () => {
    show();
    await screen.findByRole('textbox', { name: /^Remarks/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await pick(picture('big.png', 'image/png', 5242881), picture('fits.png', 'image/png', 5242880));
    expect(screen.getByRole('alert')).toHaveTextContent('Each picture must be 5 MB or smaller.');
    expect(thumbnails()).toEqual(['fits.png']);
    await act(async () => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('alert')).toBeVisible();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('R5-37 a picked picture the browser cannot read leaves the list with "image fetch failed" in the language\'s words; the others stay', async () => {
    show();
    await screen.findByRole('textbox', { name: /^Remarks/ });
    await pick(picture('damaged.png'), picture('fine.jpeg', 'image/jpeg'));
    expect(thumbnails()).toEqual(['damaged.png', 'fine.jpeg']);
    fireEvent.error(screen.getByRole('img', { name: 'damaged.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image fetch failed: the picture could not be read. Please choose another.');
    expect(thumbnails()).toEqual(['fine.jpeg']);
    expect(revoked).toContain(made[0]);
  });

  it('R5-8 R8-1 at most 3 pictures: a further one is refused with activity_apply_remark_limit4 for 1.5 s', async () => {
    show();
    await screen.findByRole('textbox', { name: /^Remarks/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await pick(picture('1.png'), picture('2.png'));
    await pick(picture('3.png'), picture('4.png'));
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload at most 3 pictures.');
    expect(thumbnails()).toEqual(['1.png', '2.png', '3.png']);
    expect(screen.queryByLabelText('Add pictures')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('R5-9 submit is enabled by what the promotion requires: both, pictures only, remarks only, neither', async () => {
    const cases: [string, boolean, boolean, boolean, boolean][] = [
      // [query, nothing, remarks only, picture only, both]
      ['?id=11', false, false, false, true],
      ['?id=12', false, false, true, true],
      ['?id=13', false, true, false, true],
      ['?id=14', true, true, true, true],
    ];
    for (const [search, ...expected] of cases) {
      const { unmount } = show(search);
      const user = userEvent.setup();
      const seen: boolean[] = [];
      await screen.findByRole('textbox', { name: /^Remarks/ });
      seen.push(!submit().hasAttribute('disabled'));
      await user.type(remarks(), 'note');
      seen.push(!submit().hasAttribute('disabled'));
      await user.clear(remarks());
      await user.type(remarks(), '   ');
      expect(submit().hasAttribute('disabled'), `${search} blank remarks`).toBe(!expected[0]);
      await user.clear(remarks());
      await user.upload(picker(), picture('p.png'));
      seen.push(!submit().hasAttribute('disabled'));
      await user.type(remarks(), 'note');
      seen.push(!submit().hasAttribute('disabled'));
      expect(seen, search).toEqual(expected);
      unmount();
    }
  });

  it('a picture can be removed before sending; each preview\'s object URL is revoked when it goes', async () => {
    show();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /^Remarks/ });
    await user.upload(picker(), [picture('a.png'), picture('b.png'), picture('c.png')]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(made);
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(thumbnails()).toEqual(['a.png', 'c.png']);
    expect(revoked).toContain(made[1]);
    expect(screen.getAllByRole('img').every((img) => !revoked.includes(img.getAttribute('src') ?? ''))).toBe(true);
    await user.type(remarks(), 'two left');
    await user.click(submit());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]?.data as FormData).getAll('pictures').map((f) => (f as File).name)).toEqual(['a.png', 'c.png']);
  });

  it('a refused application keeps the remarks and pictures and shows the platform\'s message', async () => {
    applyAnswer = { status: 415, data: { success: false, code: 'activity_image_type', message: 'Pictures must be JPEG or PNG images; a.png is not', value: { field: 'pictures' } } };
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Remarks/ }), 'keep me');
    await user.upload(picker(), picture('a.png'));
    await user.click(submit());
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Pictures must be JPEG or PNG images; a.png is not');
    expect(remarks()).toHaveValue('keep me');
    expect(thumbnails()).toEqual(['a.png']);
    expect(path()).toBe('/m/applyReward?id=11');
    expect(submit()).toBeEnabled();
    // a refusal in the envelope (HTTP 200) too
    applyAnswer = { status: 200, data: { success: false, code: 'FIELD_INVALID', message: 'This promotion needs remarks' } };
    await user.click(submit());
    await vi.waitFor(() => expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('This promotion needs remarks'));
    expect(remarks()).toHaveValue('keep me');
  });
});
