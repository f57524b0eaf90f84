import { screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeServicePath } from '../../../scripts/sandbox/service-path.ts';
import { configureClient, http } from '../../../src/api/client.ts';
import { decodeServiceLinks, decodeServicePath } from '../../../src/api/customer-service.ts';
import { CustomerScreen } from '../../../src/features/customer/customer-screen.tsx';
import { platformValues } from '../../../src/state/effective-config.ts';
import { boot, renderAt, TTSLOT } from '../auth/harness.tsx';

// The encoding is the contract's (schemas/api/system.schema.json, CustomerServiceLink.path);
// the sandbox encodes with its own code, the app decodes with its own, and they must agree.
describe('customer-service link paths (R3-19)', () => {
  it.each([
    ['https://wa.me/639170000000'],
    ['https://t.me/ttslot_official'],
    ['tg://resolve?domain=ttslot'],
    ['/__sandbox/chat?service=cs'],
    ['https://cs.example/خدمة?q=ü&x=1'],
    ['https://cs.example/a'],
    ['https://cs.example/ab'],
  ])('R3-19 what the sandbox encodes, the app decodes: %s', (url) => {
    const encoded = encodeServicePath(url);
    expect(encoded).not.toContain(url);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+={0,2}[A-Za-z0-9]{8}$/);
    expect(decodeServicePath(encoded)).toBe(url);
  });

  it('R3-19 decodes the contract\'s example with its key, the last 8 characters (SPEC 9), padding optional', () => {
    expect(decodeServicePath('WxEWFkdZGRdEBEwLUUwACwpUVVYEUwYIA1U=3ebf4c68')).toBe('https://wa.me/639170000000');
    expect(decodeServicePath('WxEWFkdZGRdEBEwLUUwACwpUVVYEUwYIA1U3ebf4c68')).toBe('https://wa.me/639170000000');
    const other = encodeServicePath('https://cs.example/a', 'Zq7Kp2Xw');
    expect(other.endsWith('Zq7Kp2Xw')).toBe(true);
    expect(decodeServicePath(other)).toBe('https://cs.example/a');
  });

  it('R3-19 the key decodes: the same body under another key is another text, or none', () => {
    const body = encodeServicePath('https://wa.me/1', 'AAAAAAAA').slice(0, -8);
    expect(decodeServicePath(`${body}AAAAAAAA`)).toBe('https://wa.me/1');
    expect(decodeServicePath(`${body}BBBBBBBB`)).not.toBe('https://wa.me/1');
    // plain base64 of the URL, as the platform never sends it: the last 8 characters are taken as the key
    expect(decodeServicePath(`${btoa('https://wa.me/1')}`)).not.toBe('https://wa.me/1');
  });

  it.each<[string, unknown]>([
    ['a plain URL (not encoded)', 'https://wa.me/1'],
    ['characters outside base64', 'WxEWFkdZGRdEBEwLUUw!3ebf4c68'],
    ['URL-safe alphabet', 'WxEWFkdZGRdEBEw-_Uw3ebf4c68'],
    ['whitespace inside', 'WxEWFkdZ GRdEBEwLUUw3ebf4c68'],
    ['an impossible length', 'WxEWF3ebf4c68'],
    ['padding in the middle', 'WxE=FkdZGRdEBEwLUUw3ebf4c68'],
    ['a key of 7 characters', 'WxEWFkdZGRdEBEwLUUw=3ebf4c6'],
    ['a key with a sign', 'WxEWFkdZGRdEBEwLUUw=3ebf4c6+'],
    ['no body, only a key', '3ebf4c68'],
    ['bytes that are not UTF-8 under the key', `${encodeBytes([0xff ^ 0x41, 0xfe ^ 0x41, 0x41 ^ 0x41])}AAAAAAAA`],
    ['empty', ''],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('R3-19 a malformed path (%s) decodes to nothing, without throwing', (_name, path) => {
    expect(decodeServicePath(path)).toBeUndefined();
  });

  it('R3-19 leaves out malformed entries of a list and keeps the rest', () => {
    const good = { type: 'whatsapp', title: 'whatsapp', path: encodeServicePath('https://wa.me/1') };
    expect(decodeServiceLinks([null, 7, { type: 'CS' }, { type: 'CS', title: 'CS', path: '%%%AAAAAAAA' }, good, { path: encodeServicePath('https://cs.example/') }])).toEqual([
      { type: 'whatsapp', title: 'whatsapp', url: 'https://wa.me/1' },
      { type: '', title: '', url: 'https://cs.example/' },
    ]);
    expect(decodeServiceLinks(undefined)).toEqual([]);
    expect(decodeServiceLinks({ path: 'x' })).toEqual([]);
  });

  it('R3-19 the system status\'s service links are decoded too before the effective config reads them', () => {
    const status = { info: { customerService: [{ type: 'CS', title: 'CS', path: encodeServicePath('https://cs.example/') }] } };
    expect(platformValues(status as never)?.customerService).toEqual([{ type: 'CS', title: 'CS', url: 'https://cs.example/' }]);
    expect(platformValues(undefined)).toBeUndefined();
  });
});

function encodeBytes(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes));
}

let answer: unknown;
beforeEach(async () => {
  await boot();
  configureClient({ onError: () => {} });
  http.defaults.adapter = async (config: AxiosRequestConfig) => ({ data: { success: true, value: answer }, status: 200, statusText: 'OK', headers: {}, config: config as never });
});

describe('the customer service screen (SPEC 2.1, R3-19, R7-28)', () => {
  it('R3-19 R7-28 shows the decoded links and leaves out malformed or refused ones', async () => {
    answer = { version: { pathList: [
      { type: 'whatsapp', title: 'whatsapp', path: encodeServicePath('https://wa.me/639170000000') },
      { type: 'telegram', title: 'telegram', path: encodeServicePath('tg://resolve?domain=ttslot') },
      { type: 'CS', title: 'Broken', path: 'not base64!' },
      { type: 'CS', title: 'Script', path: encodeServicePath('javascript:alert(1)') },
      { type: 'CS', title: 'Unencoded', path: 'https://cs.example/' },
    ] } };
    renderAt('/m/customer', '/m/customer', <CustomerScreen />);
    const whatsapp = await screen.findByRole('link', { name: 'Open WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/639170000000');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open Telegram' })).toHaveAttribute('href', 'tg://resolve?domain=ttslot');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Broken')).toBeNull();
    expect(screen.queryByText('Script')).toBeNull();
  });

  it('R3-19 with no usable platform link falls back to the merchant\'s configured one', async () => {
    answer = { version: { pathList: [{ type: 'CS', title: 'Script', path: encodeServicePath('javascript:alert(1)') }] } };
    await boot({ ...TTSLOT, links: { customerService: 'https://cs.config.example/', allowedHosts: ['cs.config.example'] } });
    renderAt('/m/customer', '/m/customer', <CustomerScreen />);
    expect(await screen.findByRole('link', { name: 'Open Customer service' })).toHaveAttribute('href', 'https://cs.config.example/');
  });
});
