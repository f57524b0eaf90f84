// npm run validate [-- <code> ...]: checks every merchant folder (or the named ones); exit 1 with one line per error.
import { formatError, listMerchantCodes } from './lib/merchants.ts';
import { validateMerchant } from './lib/validate.ts';

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const codes = requested.length > 0 ? requested : listMerchantCodes();
let failed = 0;
for (const code of codes) {
  const { errors } = validateMerchant(code);
  if (errors.length === 0) {
    console.log(`ok   merchants/${code}`);
    continue;
  }
  failed++;
  for (const error of errors) console.error(formatError(error));
}
if (codes.length === 0) {
  console.error('no merchants found under merchants/');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
