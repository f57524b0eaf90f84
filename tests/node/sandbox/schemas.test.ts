/** schemas/api is a valid contract (SPEC 7): what npm run gen checks before it writes a type. */
import { describe, expect, it } from 'vitest';
import { checkContractSchemas } from '../../../scripts/lib/contract-schemas.ts';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';

describe('API schemas', () => {
  it('compile in ajv strict mode and hold every request and response an endpoint names', () => {
    expect(() => checkContractSchemas(readEndpointContract())).not.toThrow();
  });

  it('refuse a contract naming a definition its family lacks', () => {
    const contract = readEndpointContract();
    expect(() => checkContractSchemas({ ...contract, wallet: { ...contract.wallet, response: 'PurseResponse' } }))
      .toThrow('wallet: member.schema.json has no definition PurseResponse');
  });
});
