/** The matrix of every merchant (issue 17 points 1 and 2): its dimensions and combinations. */
import { listMerchantCodes, resolveMerchant, formatError } from '../lib/merchants.ts';
import { coveringSet, type Combination, fullProduct, type Strength } from './covering-set.ts';
import { type Dimension, type MerchantFacts, merchantDimensions, readMerchantSchema } from './dimensions.ts';

export interface PlanOptions {
  merchants?: readonly string[];
  strength?: Strength;
  seed?: string;
  /** `--full`: the cartesian product of these dimensions instead of the covering set. */
  full?: readonly string[];
}

export interface MerchantPlan {
  merchant: string;
  dimensions: Dimension[];
  combinations: Combination[];
}

export function matrixPlan(options: PlanOptions = {}): MerchantPlan[] {
  const schema = readMerchantSchema();
  const codes = options.merchants ?? listMerchantCodes();
  return codes.map((code) => {
    const resolved = resolveMerchant(code);
    if (!resolved.ok) throw new Error(resolved.errors.map(formatError).join('\n'));
    const dimensions = merchantDimensions(resolved.config as unknown as MerchantFacts, schema);
    const combinations = options.full === undefined ? coveringSet(dimensions, options.strength, options.seed) : fullProduct(dimensions, options.full);
    return { merchant: code, dimensions, combinations };
  });
}
