// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkLimits, decimalToMinor, minorToDecimal, parseAmountInput } from '../../../src/config/amounts.ts';

const ok = (minor: bigint) => ({ ok: true, minor });
const refused = (error: string) => ({ ok: false, error });

describe('amounts: what the user types to minor units (never floats)', () => {
  it.each([
    ['100', 10000n], ['100.5', 10050n], ['100.05', 10005n], ['0.01', 1n], ['.5', 50n], ['7.', 700n], ['007.10', 710n],
    [' 25 ', 2500n], ['999999999999999.99', 99999999999999999n],
  ])('%j is %s minor units', (text, minor) => {
    expect(parseAmountInput(text)).toEqual(ok(minor));
  });

  it('takes the digits and decimal sign an Arabic keyboard types', () => {
    expect(parseAmountInput('١٢٣٫٤٥')).toEqual(ok(12345n));
  });

  it('takes a decimal comma followed by the cents, as German, French or Vietnamese write them, never a comma grouping thousands', () => {
    expect(parseAmountInput('10,50')).toEqual(ok(1050n));
    expect(parseAmountInput('10,5')).toEqual(ok(1050n));
    expect(parseAmountInput(',5')).toEqual(ok(50n));
    expect(parseAmountInput('١٠,٥')).toEqual(ok(1050n));
    for (const grouped of ['1,000', '1,000.50', '1,2,3', '10,']) expect(parseAmountInput(grouped).ok, grouped).toBe(false);
  });

  it('takes the digits of every script of the language table: Persian, Devanagari, Bengali, Tamil, Telugu, Thai, Lao, Burmese, Khmer', () => {
    for (const typed of ['۱۲۳.۴۵', '१२३.४५', '১২৩.৪৫', '௧௨௩.௪௫', '౧౨౩.౪౫', '๑๒๓.๔๕', '໑໒໓.໔໕', '၁၂၃.၄၅', '១២៣.៤៥']) expect(parseAmountInput(typed), typed).toEqual(ok(12345n));
    expect(parseAmountInput('۱۰۰')).toEqual(ok(10000n));
  });

  it('keeps cents exact where a float would not (0.1 + 0.2, 1.005, 16 digits)', () => {
    const a = parseAmountInput('0.1');
    const b = parseAmountInput('0.2');
    expect(a.ok && b.ok && a.minor + b.minor).toBe(30n);
    expect(parseAmountInput('1.01')).toEqual(ok(101n));
    expect(parseAmountInput('4503599627370497.00')).toEqual(refused('too-large'));
    expect(parseAmountInput('450359962737049.97')).toEqual(ok(45035996273704997n));
  });

  it('counts whole digits after dropping leading zeros', () => {
    expect(parseAmountInput('00999999999999999')).toEqual(ok(99999999999999900n));
    expect(parseAmountInput('0000000000000001.50')).toEqual(ok(150n));
    expect(parseAmountInput('000.05')).toEqual(ok(5n));
    expect(parseAmountInput('001000000000000000')).toEqual(refused('too-large'));
  });

  it.each([
    ['', 'empty'], ['   ', 'empty'], ['.', 'invalid'], ['1e3', 'invalid'], ['-5', 'invalid'], ['+5', 'invalid'], ['1,000', 'invalid'],
    ['1.2.3', 'invalid'], ['1,000.50', 'invalid'], ['10,', 'invalid'], ['abc', 'invalid'], ['0x10', 'invalid'], ['Infinity', 'invalid'], ['12.345', 'decimals'], ['1000000000000000', 'too-large'],
  ])('%j is refused: %s', (text, error) => {
    expect(parseAmountInput(text)).toEqual(refused(error));
  });
});

describe('amounts: the wire decimal strings', () => {
  it('reads exactly two decimals and writes them back', () => {
    expect(decimalToMinor('1234.50')).toBe(123450n);
    expect(decimalToMinor('-3.07')).toBe(-307n);
    expect(decimalToMinor('0.00')).toBe(0n);
    for (const bad of ['1234.5', '1234', '1e3', ' 1.00', '1.000', '', '-']) expect(decimalToMinor(bad)).toBeUndefined();
    expect(minorToDecimal(123450n)).toBe('1234.50');
    expect(minorToDecimal(5n)).toBe('0.05');
    expect(minorToDecimal(0n)).toBe('0.00');
    expect(minorToDecimal(-307n)).toBe('-3.07');
    expect(minorToDecimal(99999999999999999n)).toBe('999999999999999.99');
  });
});

describe('amounts: limits (minimum, maximum, fixed amounts)', () => {
  const range = { min: '100.00', max: '50000.00' };

  it('accepts the bounds themselves and refuses a cent outside them', () => {
    expect(checkLimits(10000n, range)).toBeUndefined();
    expect(checkLimits(5000000n, range)).toBeUndefined();
    expect(checkLimits(9999n, range)).toBe('below-min');
    expect(checkLimits(5000001n, range)).toBe('above-max');
  });

  it('refuses zero even with no limits', () => {
    expect(checkLimits(0n, {})).toBe('zero');
    expect(checkLimits(1n, {})).toBeUndefined();
  });

  it('with fixed amounts allows only those, whatever min and max say', () => {
    const fixed = { ...range, fixed: ['100.00', '500.00', '1000.00'] };
    expect(checkLimits(50000n, fixed)).toBeUndefined();
    expect(checkLimits(20000n, fixed)).toBe('not-fixed');
    expect(checkLimits(10001n, fixed)).toBe('not-fixed');
  });

  it('ignores fixed amounts off the wire pattern, and with none left falls back to min and max', () => {
    expect(checkLimits(50000n, { ...range, fixed: ['500', '1e3', '500.00'] })).toBeUndefined();
    expect(checkLimits(10000n, { ...range, fixed: ['500', '1e3'] })).toBeUndefined();
    expect(checkLimits(9999n, { ...range, fixed: ['500'] })).toBe('below-min');
  });
});
