/** Template choice of SPEC 4 (R4-48, R4-49) from the effective config's templates (the platform's value, else the merchant's). */
import type { EffectiveConfig } from '../../config/effective-config.ts';

export type Template = 'base' | 'new';

/** Member centre: "new" when mobileTemplate.mem_cen equals '1', else "base". */
export function memberCentreTemplate(templates: EffectiveConfig['templates']): Template {
  return templates.mem_cen === '1' ? 'new' : 'base';
}

/** Deposit detail: "new" when mobileTemplate.dep_func equals '1', else "base". */
export function depositTemplate(templates: EffectiveConfig['templates']): Template {
  return templates.dep_func === '1' ? 'new' : 'base';
}
