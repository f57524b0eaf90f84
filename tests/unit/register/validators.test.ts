// @vitest-environment node
// The two registration validators agree (DESIGN 4): ajv's precompiled code for the
// settings the build saw, and the interpreter for any other version the platform sends.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import sahara from '../../../merchants/sahara/registration.json';
import ttslot from '../../../merchants/ttslot/registration.json';
import { interpretSchema, type SchemaValidateFunction } from '../../../src/features/register/interpreting-validator.ts';
import { allVariants, buildSchema, type RegisterSchema } from '../../../src/features/register/schema.ts';
import { isPrecompiled, validateFunctionFor, validatorFor } from '../../../src/features/register/validator.ts';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';

const GENERATED = import.meta.glob<SchemaValidateFunction>('../../../src/generated/register-validators/*.js', { import: 'validate', eager: true });

const KNOWN = [ttslot, sahara] as unknown as RegistrationSettings[];

/** A settings version no build has seen: another pattern, a field made required, one removed, one added. */
const UNSEEN: RegistrationSettings = {
  version: 'platform-7',
  fields: {
    username: { enabled: true, required: true, pattern: '^[a-z]{4,10}$', message: 'Account format is incorrect', minLength: 4, maxLength: 10 },
    password: { enabled: true, required: true, pattern: '^\\d{6}$', message: 'Password format is incorrect', minLength: 6, maxLength: 6 },
    confirmPassword: { enabled: false, required: false },
    nickname: { enabled: true, required: true, minLength: 2, maxLength: 5, message: 'Nickname is not valid' },
    email: { enabled: true, required: true, pattern: '^\\S+@\\S+$', message: 'E-mail format is incorrect' },
  },
  captcha: { enabled: false },
};

type Data = Record<string, unknown> | unknown;
const INPUTS: [string, Data][] = [
  ['nothing entered', {}],
  ['everything valid', { username: 'player01', password: 'Secret123', confirmPassword: 'Secret123', captcha: '1234', mobileNum: '9171234567', verificationCode: '1234', email: 'a@b.co', nickname: 'abc' }],
  ['too short', { username: 'ab', password: '1', confirmPassword: '1', captcha: '1', nickname: 'a' }],
  ['too long', { username: 'abcdefghijklmnopqrstu', password: 'a'.repeat(30), mobileNum: '1'.repeat(25), captcha: '1234567', nickname: 'abcdefg' }],
  ['wrong pattern', { username: 'no spaces!', password: 'letters', email: 'not-an-email', mobileNum: 'abc', verificationCode: 'x1', birthday: '1990/01/01' }],
  ['not strings', { username: 42, password: null, confirmPassword: true, captcha: ['1'] }],
  ['astral characters count once', { username: '😀😀😀😀😀😀', nickname: '😀😀😀😀😀', password: 'Pass😀1234' }],
  ['unknown fields are ignored', { other: 'x', username: 'player01' }],
  ['null data', null],
  ['an array', ['player01']],
  ['a string', 'player01'],
];

const comparable = (fn: SchemaValidateFunction, data: Data) => {
  const valid = fn(data);
  return { valid, errors: (fn.errors ?? []).map(({ instancePath, schemaPath, keyword, params, message, schema }) => ({ instancePath, schemaPath, keyword, params, message, schema })) };
};

const schemasOf = (settings: RegistrationSettings): RegisterSchema[] => allVariants().map((variant) => buildSchema(settings, variant));

describe('registration validators for any settings version', () => {
  const known = KNOWN.flatMap(schemasOf);

  it('every variant of a merchant registration.json has a precompiled validator', () => {
    expect(known.filter((schema) => !isPrecompiled(schema))).toEqual([]);
  });

  it.each(known.map((schema, i) => [i, schema] as const))('precompiled and interpreting validators give the same errors (known schema %i)', async (_i, schema) => {
    const precompiled = await validateFunctionFor(schema);
    const interpreting = interpretSchema(schema);
    expect(Object.values(GENERATED)).toContain(precompiled);
    for (const [, data] of INPUTS) expect(comparable(interpreting, data)).toEqual(comparable(precompiled, data));
  });

  it('a settings version the build never saw is interpreted, and gives ajv\'s own errors', async () => {
    const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
    for (const schema of schemasOf(UNSEEN)) {
      expect(isPrecompiled(schema)).toBe(false);
      const reference = ajv.compile(schema) as unknown as SchemaValidateFunction;
      const interpreting = await validateFunctionFor(schema);
      for (const [, data] of INPUTS) expect(comparable(interpreting, data)).toEqual(comparable(reference, data));
    }
  });

  it('the rjsf validator of an unseen version applies its new rules', async () => {
    const schema = buildSchema(UNSEEN, { method: 'username', captcha: false, sms: false });
    const validator = await validatorFor(schema);
    const refused = validator.validateFormData({ username: 'Player01', password: '12345' }, schema);
    expect(refused.errors.map((e) => `${e.property ?? ''} ${e.name ?? ''}`).sort()).toEqual([
      '.password minLength', '.password pattern', '.username pattern', 'email required', 'nickname required',
    ]);
    expect(validator.validateFormData({ username: 'player', password: '123456', nickname: 'ab', email: 'a@b' }, schema).errors).toEqual([]);
    expect(validatorFor(buildSchema(UNSEEN, { method: 'username', captcha: false, sms: false }))).toBe(validatorFor(schema));
  });

  it('R5-38 the generic validator checks any field it is given for type, required and a length between its minimum and maximum', () => {
    const schema: RegisterSchema = { type: 'object', properties: { nickname: { type: 'string', minLength: 2, maxLength: 5 } }, required: ['nickname'] };
    const validate = interpretSchema(schema);
    const failed = (data: unknown): string[] => (validate(data) ? [] : (validate.errors ?? []).map((e) => e.keyword));
    expect(failed({})).toEqual(['required']);
    expect(failed({ nickname: 12345 })).toEqual(['type']);
    expect(failed({ nickname: 'a' })).toEqual(['minLength']);
    expect(failed({ nickname: 'abcdef' })).toEqual(['maxLength']);
    expect([failed({ nickname: 'ab' }), failed({ nickname: 'abcde' })]).toEqual([[], []]);
    expect(failed({ nickname: 'ab', other: 1 })).toEqual([]);
  });

  it('a platform pattern is read as a Unicode pattern, as ajv reads it', () => {
    const schema: RegisterSchema = { type: 'object', properties: { nickname: { type: 'string', pattern: '^\\p{L}{3,}$' } }, required: [] };
    const validate = interpretSchema(schema);
    expect([validate({ nickname: 'José' }), validate({ nickname: 'Jo5é' })]).toEqual([true, false]);
  });

  it('a pattern this browser cannot read is left to the platform, the field\'s other rules still hold', () => {
    const schema: RegisterSchema = { type: 'object', properties: { username: { type: 'string', pattern: '(?<broken', minLength: 3 } }, required: ['username'] };
    const validate = interpretSchema(schema);
    expect(validate({ username: 'anything' })).toBe(true);
    expect(validate({ username: 'ab' })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['minLength']);
  });
});
