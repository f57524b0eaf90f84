// i18next-cli's configuration: what `npm run check-text-keys` extracts the keys from. English only: the other
// locales are checked against English by check-locales. Not used to write locale files.
import { defineConfig } from 'i18next-cli';

export const I18NEXT_CLI_CONFIG = defineConfig({
  locales: ['en'],
  extract: {
    input: ['src/**/*.{ts,tsx}'],
    ignore: ['src/generated/**', 'src/**/*.d.ts'],
    output: 'src/i18n/locales/{{language}}/{{namespace}}.json',
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: '.',
  },
});
