// npm run publish-merchant -- <code>: regenerates dist/<code>/ from its config, without rebuilding JavaScript.
import type { Merchant } from '../src/generated/merchant.ts';
import { ROOT } from './lib/paths.ts';
import { publishMerchant } from './lib/publish.ts';
import { reportResults } from './lib/report.ts';
import { validateMerchant } from './lib/validate.ts';

const code = process.argv[2];
if (code === undefined || code.startsWith('-')) {
  console.error('usage: npm run publish-merchant -- <code>');
  process.exit(2);
}
const result = validateMerchant(code);
if (!reportResults([result])) process.exit(1);
try {
  const started = performance.now();
  const file = await publishMerchant(result.config as Merchant);
  console.log(`wrote ${file.replace(`${ROOT}/`, '')} in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
