// @vitest-environment node
/** The customer-service links as the platform sends them (SPEC 7 customer service): obfuscated paths, read defensively. */
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeServiceLinks, decodeServicePath, fetchServiceLinks } from '../../../src/api/customer-service.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const WA = 'WxEWFkdZGRdEBEwLUUwACwpUVVYEUwYIA1U=3ebf4c68'; // https://wa.me/639170000000 under the key 3ebf4c68

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform();
});

describe('service link paths', () => {
  it('a path that is not a string is not read, even when it reads as an obfuscated path', () => {
    expect(decodeServicePath([WA])).toBeUndefined();
    expect(decodeServicePath({ toString: () => WA })).toBeUndefined();
    expect(decodeServiceLinks([{ type: 'whatsapp', title: 'WhatsApp', path: [WA] }])).toEqual([]);
  });
});

describe('fetch the customer-service links', () => {
  it('gets them and answers them decoded', async () => {
    platform.answer({ version: { pathList: [{ type: 'whatsapp', title: 'WhatsApp', path: WA }] } });
    await expect(fetchServiceLinks()).resolves.toEqual([{ type: 'whatsapp', title: 'WhatsApp', url: 'https://wa.me/639170000000' }]);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/system/customer-service' });
  });

  it.each<[string, unknown]>([
    ['no value', undefined],
    ['a null value', null],
    ['no version', {}],
    ['a null version', { version: null }],
    ['no path list', { version: {} }],
  ])('answers no links for %s', async (_, value) => {
    platform.answer(value);
    await expect(fetchServiceLinks()).resolves.toEqual([]);
  });

  it('a refusal goes to the general error path unless the caller keeps it quiet', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await expect(fetchServiceLinks()).rejects.toBeInstanceOf(ApiError);
    expect(platform.onError).toHaveBeenCalledOnce();
    await expect(fetchServiceLinks({ quiet: true })).rejects.toMatchObject({ code: 'X', message: 'm' });
    expect(platform.onError).toHaveBeenCalledOnce();
  });
});
