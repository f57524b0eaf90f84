import { describe, expect, it } from 'vitest';
import { describeCharacters, parseCharsets, uncovered } from '../../../scripts/lib/font-coverage.ts';

describe('font coverage per character (the locale gallery\'s glyph check)', () => {
  it('reads fontconfig\'s charsets of several fonts as one sorted, merged coverage', () => {
    // adjacent and overlapping ranges join: 20-7e, 7f-9f, a0-17f and 180-190 are one; 192 stands apart
    expect(parseCharsets('20-7e a0-17f 192\n400-45f\n\n7f-9f 180-190\n')).toEqual([[0x20, 0x190], [0x192, 0x192], [0x400, 0x45f]]);
  });

  it('names each character no font covers once, in order, and ignores what is drawn without a glyph', () => {
    const latinAndCyrillic = parseCharsets('20-7e a0-17f 400-45f');
    expect(uncovered('Привет, world', latinAndCyrillic)).toEqual([]);
    expect(uncovered('Thai ไทย and ไทย again', latinAndCyrillic)).toEqual(['ไ', 'ท', 'ย']);
    expect(uncovered('a\u200db\u200f\u2066c\ufe0f\n\t ', latinAndCyrillic)).toEqual([]);
    expect(uncovered('𝄞', latinAndCyrillic)).toEqual(['𝄞']); // outside the basic plane: one character, not two halves
  });

  it('describes the characters with their code points, the first few of them', () => {
    expect(describeCharacters(['ไ', '𝄞'])).toBe('ไ U+0E44, 𝄞 U+1D11E');
    expect(describeCharacters(['a', 'b', 'c'], 2)).toBe('a U+0061, b U+0062 and 1 more');
  });
});
