// @vitest-environment node
/** The api error and the general error path each failure takes (SPEC 7 envelope, SPEC 8 general errors). */
import { describe, expect, it } from 'vitest';
import { API_ERROR } from '../../../src/api/endpoints.ts';
import { ApiError, generalErrorOf, NETWORK_ERROR } from '../../../src/api/errors.ts';

describe('ApiError', () => {
  it('carries the platform\'s code, message, HTTP status and value, and names itself ApiError', () => {
    const error = new ApiError('NO_PERMISSION', 'Not allowed', 403, { field: 'x' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ code: 'NO_PERMISSION', message: 'Not allowed', status: 403, value: { field: 'x' } });
    expect(String(error)).toBe('ApiError: Not allowed');
  });

  it('a network failure has the code NETWORK', () => {
    expect(NETWORK_ERROR).toBe('NETWORK');
  });
});

describe('which general error a failure is', () => {
  it.each<[string, string]>([
    [API_ERROR.loggedOut, 'loggedOut'],
    [API_ERROR.notLoggedIn, 'notLoggedIn'],
    [API_ERROR.noPermission, 'permission'],
    ['USER_DISABLED', 'disabled'],
    [API_ERROR.maintenance, 'maintenance'],
    ['NETWORK', 'network'],
    [API_ERROR.internal, 'unknown'],
  ])('code %s is the general error %s', (code, general) => {
    expect(generalErrorOf(new ApiError(code, 'm'))).toBe(general);
  });

  it('the platform codes are the ones the contract names', () => {
    expect(API_ERROR).toMatchObject({ loggedOut: 'SESSION_LOGGED_OUT', notLoggedIn: 'NOT_LOGGED_IN', noPermission: 'NO_PERMISSION', maintenance: 'MAINTENANCE', internal: 'INTERNAL_ERROR' });
  });

  it.each(['LOGIN_FAILED', 'INSUFFICIENT_FUNDS', 'HTTP_502', 'UNKNOWN', ''])('code "%s" is left to the screen', (code) => {
    expect(generalErrorOf(new ApiError(code, 'm'))).toBeUndefined();
  });
});
