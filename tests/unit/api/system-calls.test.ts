// @vitest-environment node
/** The system and help centre calls as the front end sends them (SPEC 7): the system status and the help topics. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchHelpTopics } from '../../../src/api/help.ts';
import { fetchSystemStatus } from '../../../src/api/system.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform();
});

const refusal = { success: false, code: 'MAINTENANCE', message: 'back soon' };

describe('system status', () => {
  it('asks for the system status with no query and answers the value', async () => {
    const status = { maintenance: false, info: { publicKey: { kid: 'k1' } } };
    platform.answer(status);
    await expect(fetchSystemStatus()).resolves.toStrictEqual(status);
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/system/status', params: undefined });
    expect(platform.last().headers['Authorization']).toBeUndefined();
  });

  it('reports a refused status on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchSystemStatus()).rejects.toMatchObject({ code: 'MAINTENANCE', message: 'back soon' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    platform.onError.mockClear();
    await expect(fetchSystemStatus({ quiet: true })).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('help centre', () => {
  it('asks for the help topics with device MOBILE and the language as lang, and answers the list', async () => {
    const topics = [{ title: 'How to deposit', content: '<p>Steps</p>' }];
    platform.answer(topics);
    await expect(fetchHelpTopics('EN')).resolves.toStrictEqual(topics);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/system/help' });
    expect(platform.last().params).toStrictEqual({ device: 'MOBILE', lang: 'EN' });
  });

  it('reports a refused help centre on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchHelpTopics('EN')).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    platform.onError.mockClear();
    await expect(fetchHelpTopics('EN', { quiet: true })).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
