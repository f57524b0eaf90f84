/** schemas/api matches its source and every endpoint names definitions that exist (SPEC 7). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { renderSchemas } from '../../../scripts/sandbox/write-schemas.ts';
import { createValidators } from '../../../scripts/sandbox/validation.ts';

describe('API schemas', () => {
  it('are up to date with scripts/sandbox/schema-source.ts (run npm run sandbox:schemas)', () => {
    for (const [file, text] of renderSchemas()) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });
  it('hold every request and response an endpoint names', () => {
    const v = createValidators();
    for (const ep of Object.values(readEndpointContract())) {
      expect(() => v.strict(ep.family, ep.response)).not.toThrow();
      if (ep.request !== undefined) expect(() => v.strict(ep.family, ep.request ?? '')).not.toThrow();
    }
  });
});
