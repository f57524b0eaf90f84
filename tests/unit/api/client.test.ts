// @vitest-environment node
// Node's own File, FormData and AbortController, as the other api call tests that send bodies.
/** The api client as every call goes through it (SPEC 7 platform contract: headers, envelope, errors). */
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, http } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { login } from '../../../src/api/session.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let platform: StubPlatform;
let token: string | undefined;

beforeEach(() => {
  token = undefined;
  platform = installStubPlatform(() => token);
});

/** Makes the network fail the way `failure` says for every later request. */
function failWith(failure: (config: InternalAxiosRequestConfig) => unknown): void {
  http.defaults.adapter = async (config) => {
    throw failure(config as InternalAxiosRequestConfig);
  };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the headers every call carries', () => {
  it('sends the bearer token when signed in, with the device and language', async () => {
    token = 'tok-0123456789abcdef';
    await call('trialAccount');
    expect(platform.last().headers).toMatchObject({ Authorization: 'Bearer tok-0123456789abcdef', Device: 'MOBILE', 'Accept-Language': 'EN' });
  });

  it('sends no Authorization header at all when signed out', async () => {
    await call('trialAccount');
    expect(platform.last().headers).not.toHaveProperty('Authorization');
    expect(platform.last().headers).toMatchObject({ Device: 'MOBILE', 'Accept-Language': 'EN' });
  });

  it('adds the headers a caller asks for', async () => {
    await call('trialAccount', undefined, { headers: { 'X-Trace': 'trace-1' } });
    expect(platform.last().headers).toMatchObject({ 'X-Trace': 'trace-1', Device: 'MOBILE' });
  });

  it('before the app registers its hooks, sends device MOBILE and language EN, no token, and a refusal still throws', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/api/client.ts');
    const seen: Record<string, unknown>[] = [];
    fresh.http.defaults.adapter = async (config: AxiosRequestConfig) => {
      seen.push((config.headers as { toJSON: () => Record<string, unknown> }).toJSON());
      return { data: { success: false, code: 'X', message: 'm' }, status: 200, statusText: 'OK', headers: {}, config: config as never };
    };
    const error = await fresh.call('trialAccount').then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ code: 'X', message: 'm' });
    expect(seen[0]).toMatchObject({ Device: 'MOBILE', 'Accept-Language': 'EN' });
    expect(seen[0]).not.toHaveProperty('Authorization');
  });
});

describe('the request as sent', () => {
  it('gives up on a call after 15 seconds', async () => {
    let timeout: number | undefined;
    http.defaults.adapter = async (config: AxiosRequestConfig) => {
      timeout = config.timeout;
      return { data: { success: true, value: 1 }, status: 200, statusText: 'OK', headers: {}, config: config as never };
    };
    await call('trialAccount');
    expect(timeout).toBe(15_000);
    expect(http.defaults.timeout).toBe(15_000);
  });

  it('passes the caller\'s abort signal on to the request', async () => {
    const controller = new AbortController();
    let signal: unknown;
    http.defaults.adapter = async (config: AxiosRequestConfig) => {
      signal = config.signal;
      return { data: { success: true, value: 1 }, status: 200, statusText: 'OK', headers: {}, config: config as never };
    };
    await call('trialAccount', undefined, { signal: controller.signal });
    expect(signal).toBe(controller.signal);
  });

  it('a call cancelled by its caller is not sent and does not reach the general error path', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await call('trialAccount', undefined, { signal: controller.signal }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(platform.sent).toHaveLength(0);
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('a call cancelled while under way does not reach the general error path', async () => {
    failWith((config) => new axios.CanceledError(undefined, undefined, config));
    await refusal(call('trialAccount'));
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('sends uploads as multipart: each array item a part, files under their names, undefined fields left out', async () => {
    const first = new File([new Uint8Array([1, 2, 3])], 'first.png', { type: 'image/png' });
    const second = new File([new Uint8Array([4, 5])], 'second.jpg', { type: 'image/jpeg' });
    await call('rewardApply', { rewardId: 7, remarks: undefined, pictures: [first, second], tags: ['a', undefined, 'b'] } as never);
    const form = platform.last().data as FormData;
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/promotion/reward/apply' });
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('rewardId')).toBe('7');
    expect(form.has('remarks')).toBe(false);
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.getAll('pictures').map((p) => (p as File).name)).toEqual(['first.png', 'second.jpg']);
  });

  it('puts a GET call\'s request in the query and answers the envelope\'s value', async () => {
    platform.answer({ ok: 1 });
    await expect(call('invitationCode', { code: 'ABC', domain: 'd.example' })).resolves.toEqual({ ok: 1 });
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/register/invitation-code', params: { code: 'ABC', domain: 'd.example' } });
  });

  it('fetches the platform key from the system status, quietly, when an encrypted call has none', async () => {
    platform.reply({ success: false, code: 'MAINTENANCE', message: 'Down for maintenance' });
    const error = await refusal(login({ username: 'demo01', password: 'Demo@1234', type: 'username' }, undefined));
    expect(error).toMatchObject({ code: 'MAINTENANCE' });
    expect(platform.sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /wps/system/status']);
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('refusals and failures', () => {
  it('a refused call throws the platform\'s code, message, status and value, and reaches the general error path', async () => {
    platform.reply({ success: false, code: 'NO_PERMISSION', message: 'Not allowed', value: { field: 'x' } });
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'NO_PERMISSION', message: 'Not allowed', status: 200, value: { field: 'x' } });
    expect(platform.onError).toHaveBeenCalledOnce();
    expect(platform.onError).toHaveBeenCalledWith(error);
  });

  it('a quiet call keeps its refusal from the general error path', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusal(call('trialAccount', undefined, { quiet: true }));
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('a refusal without code or message is UNKNOWN with "Unknown error"', async () => {
    platform.reply({ success: false });
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'UNKNOWN', message: 'Unknown error' });
  });

  it('an HTTP error whose body carries a code is the platform\'s refusal, with the HTTP status', async () => {
    failWith((config) => new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST', config, undefined, {
      data: { success: false, code: 'SESSION_LOGGED_OUT', message: 'Logged out elsewhere', value: { at: 1 } }, status: 401, statusText: '', headers: {}, config,
    }));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'SESSION_LOGGED_OUT', message: 'Logged out elsewhere', status: 401, value: { at: 1 } });
    expect(platform.onError).toHaveBeenCalledWith(error);
  });

  it('an HTTP error body with a code but no message shows the code', async () => {
    failWith((config) => new AxiosError('Request failed with status code 403', 'ERR_BAD_REQUEST', config, undefined, {
      data: { code: 'NO_PERMISSION' }, status: 403, statusText: '', headers: {}, config,
    }));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'NO_PERMISSION', message: 'NO_PERMISSION', status: 403 });
  });

  it('an HTTP error without a platform body is HTTP_<status>', async () => {
    failWith((config) => new AxiosError('Request failed with status code 502', 'ERR_BAD_RESPONSE', config, undefined, {
      data: '<html>Bad gateway</html>', status: 502, statusText: '', headers: {}, config,
    }));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'HTTP_502', message: 'Request failed with status code 502', status: 502 });
    expect(platform.onError).toHaveBeenCalledWith(error);
  });

  it('an HTTP error whose body has no code is HTTP_<status>', async () => {
    failWith((config) => new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', config, undefined, {
      data: { success: false }, status: 500, statusText: '', headers: {}, config,
    }));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'HTTP_500', status: 500 });
  });

  it('an HTTP error with a null body is HTTP_<status> and reaches the general error path', async () => {
    failWith((config) => new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', config, undefined, {
      data: null, status: 500, statusText: '', headers: {}, config,
    }));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'HTTP_500', status: 500 });
    expect(platform.onError).toHaveBeenCalledWith(error);
  });

  it('an encrypted call whose key cannot be fetched reaches the general error path, unless it is quiet', async () => {
    platform.reply({ success: false, code: 'MAINTENANCE', message: 'Down for maintenance' });
    const request = { idempotencyKey: 'key-0123456789abcdef', cardId: 1, amount: '10.00', fundsPassword: '123456' };
    const error = await refusal(call('withdrawRequest', request));
    expect(error).toMatchObject({ code: 'MAINTENANCE' });
    expect(platform.onError.mock.calls).toStrictEqual([[error]]);
    await refusal(call('withdrawRequest', request, { quiet: true }));
    expect(platform.onError).toHaveBeenCalledOnce();
  });

  it('no answer at all is a network error: NETWORK, "network slow or offline"', async () => {
    failWith((config) => new AxiosError('Network Error', 'ERR_NETWORK', config));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'NETWORK', message: 'network slow or offline', status: undefined });
    expect(platform.onError).toHaveBeenCalledWith(error);
  });

  it('any other failure is UNKNOWN with its message', async () => {
    failWith(() => new TypeError('boom'));
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'UNKNOWN', message: 'boom' });
    expect(platform.onError).toHaveBeenCalledWith(error);
  });

  it('a thrown string is UNKNOWN with that string as its message', async () => {
    failWith(() => 'went wrong');
    const error = await refusal(call('trialAccount'));
    expect(error).toMatchObject({ code: 'UNKNOWN', message: 'went wrong' });
  });

  it('an ApiError raised on the way is passed on as it is', async () => {
    const raised = new ApiError('CUSTOM', 'custom failure', 418);
    failWith(() => raised);
    const error = await refusal(call('trialAccount'));
    expect(error).toBe(raised);
    expect(platform.onError).toHaveBeenCalledWith(raised);
  });
});
