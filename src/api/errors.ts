import { API_ERROR } from './endpoints.ts';

/** A refused or failed platform call: the platform's code and message, or a network failure. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly value: Readonly<Record<string, unknown>> | undefined;

  constructor(code: string, message: string, status?: number, value?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export const NETWORK_ERROR = 'NETWORK';

/** The General errors of SPEC 8, each with the translation key its message lives under. */
export type GeneralError = 'loggedOut' | 'notLoggedIn' | 'permission' | 'disabled' | 'maintenance' | 'network' | 'unknown';

/** Which general error path a failure takes; undefined means the screen handles it itself. */
export function generalErrorOf(error: ApiError): GeneralError | undefined {
  switch (error.code) {
    case API_ERROR.loggedOut:
      return 'loggedOut';
    case API_ERROR.notLoggedIn:
      return 'notLoggedIn';
    case API_ERROR.noPermission:
      return 'permission';
    case 'USER_DISABLED':
      return 'disabled';
    case API_ERROR.maintenance:
      return 'maintenance';
    case NETWORK_ERROR:
      return 'network';
    case API_ERROR.internal:
      return 'unknown';
  }
  return undefined;
}
