/** The text of a refused account call (SPEC 8): the general errors' texts, else the platform's message in the page language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { serverMessage } from '../../../src/features/auth/server-message.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { boot } from './harness.tsx';

beforeAll(() => boot());

describe('serverMessage (SPEC 8)', () => {
  it('a general error uses its own text; a known platform message its translation; any other is shown as the platform sent it', () => {
    const t = i18next.getFixedT(null, 'auth');
    expect(serverMessage(t, new ApiError('NETWORK', 'network slow or offline'))).toBe('Network slow or offline, please try again');
    expect(serverMessage(t, new ApiError('LOGIN_FAILED', 'Non-member account unable to login', 200))).toBe('Non-member account unable to log in');
    expect(serverMessage(t, new ApiError('ODD', 'Something only the platform says', 200))).toBe('Something only the platform says');
  });
});
