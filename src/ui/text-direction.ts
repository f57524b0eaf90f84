/** Scripts written right to left (Unicode bidi classes R and AL). */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u;
const LETTER = /\p{L}/u;

/**
 * A text's own direction from its first letter, as `dir="auto"` decides it (digits and punctuation are
 * weak and do not count); undefined when it has no letter, so it takes its surroundings' direction.
 */
export function textDirection(text: string): 'ltr' | 'rtl' | undefined {
  const first = LETTER.exec(text)?.[0];
  if (first === undefined) return undefined;
  return RTL_LETTER.test(first) ? 'rtl' : 'ltr';
}
