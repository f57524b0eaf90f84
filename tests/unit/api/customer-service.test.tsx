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
    expect(encoded).not.toBe(url);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    expect(decodeServicePath(encoded)).toBe(url);
  });

  it('R3-19 accepts the contract\'s example and a path without padding', () => {
    expect(decodeServicePath('aHR0cHM6Ly93YS5tZS82MzkxNzAwMDAwMDA=')).toBe('https://wa.me/639170000000');
    expect(decodeServicePath('aHR0cHM6Ly9jcy5leGFtcGxlL2E')).toBe('https://cs.example/a');
  });

  it.each<[string, unknown]>([
    ['a plain URL (not encoded)', 'https://wa.me/1'],
    ['characters outside base64', 'aHR0cHM6Ly93YS5tZS8x!'],
    ['URL-safe alphabet', 'aHR0cHM6Ly9jcy5leGFtcGxlLz9xPb-_'],
    ['whitespace inside', 'aHR0cHM6 Ly93YS5tZS8x'],
    ['an impossible length', 'aHR0c'],
    ['padding in the middle', 'aH=0cHM6Ly93YS5tZS8x'],
    ['bytes that are not UTF-8', encodeBytes([0xff, 0xfe, 0x41])],
    ['empty', ''],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('R3-19 a malformed path (%s) decodes to nothing, without throwing', (_name, path) => {
    expect(decodeServicePath(path)).toBeUndefined();
  });

  it('R3-19 leaves out malformed entries of a list and keeps the rest', () => {
    const good = { type: 'whatsapp', title: 'whatsapp', path: encodeServicePath('https://wa.me/1') };
    expect(decodeServiceLinks([null, 7, { type: 'CS' }, { type: 'CS', title: 'CS', path: '%%%' }, good, { path: encodeServicePath('https://cs.example/') }])).toEqual([
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
