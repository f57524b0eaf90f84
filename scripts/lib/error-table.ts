/**
 * src/generated/api/errors.ts from schemas/api/errors.json: the platform's error codes by the name the code
 * base uses (API_ERROR.loginFailed === 'LOGIN_FAILED'), each with what it means.
 */
import { ERROR_CATALOGUE_FILE, type ErrorCatalogue } from './endpoint-contract.ts';
import { generatedBanner } from './generated-banner.ts';

export function renderErrorTable(catalogue: ErrorCatalogue): string {
  return [
    generatedBanner(ERROR_CATALOGUE_FILE, 'the error catalogue'),
    '',
    '/** The platform\'s error codes (SPEC 8): an error answer is { success: false, code, message }, `message` in the spec\'s English. */',
    'export const API_ERROR = Object.freeze({',
    ...Object.entries(catalogue.codes).flatMap(([code, { name, description }]) => [`  /** ${description.replace(/\*\//g, '* /')} */`, `  ${name}: ${JSON.stringify(code).replace(/"/g, "'")},`]),
    '} as const);',
    '',
    'export type ApiErrorCode = (typeof API_ERROR)[keyof typeof API_ERROR];',
    '',
  ].join('\n');
}
