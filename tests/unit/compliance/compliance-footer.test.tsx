import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComplianceFooter } from '../../../src/features/compliance/index.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { SAHARA, TTSLOT, withMerchant } from '../frame/harness.tsx';

afterEach(() => vi.restoreAllMocks());

describe('trust and compliance footer from the merchant config', () => {
  it.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('%s: the age limit, responsible gaming, terms and licence line come from its config', async (_code, merchant) => {
    await withMerchant(merchant);
    render(<ComplianceFooter />);
    const age = merchant.constants.limits.ageConfirmation;
    expect(screen.getByText(`${age}+`)).toBeInTheDocument();
    expect(screen.getByText(`Only for players aged ${age} or over. Play responsibly.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', merchant.compliance.responsibleGaming);
    const terms = screen.getByRole('link', { name: 'Terms and conditions' });
    expect(terms).toHaveAttribute('href', merchant.compliance.terms);
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(merchant.compliance.licence)).toBeInTheDocument();
  });

  it('follows the config: another age limit and licence line are what the player reads', async () => {
    await withMerchant({
      ...TTSLOT,
      constants: { ...TTSLOT.constants, limits: { ...TTSLOT.constants.limits, ageConfirmation: 21 } },
      compliance: { ...TTSLOT.compliance, licence: 'Licensed by the Example Gaming Board, licence EX-1' },
    } satisfies Merchant);
    render(<ComplianceFooter />);
    expect(screen.getByText('21+')).toBeInTheDocument();
    expect(screen.getByText('Licensed by the Example Gaming Board, licence EX-1')).toBeInTheDocument();
  });

  it('does not draw a link the URL rule refuses (a foreign host, a script URL), and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await withMerchant({ ...TTSLOT, compliance: { ...TTSLOT.compliance, terms: 'https://elsewhere.example/terms', responsibleGaming: 'javascript:alert(1)' } });
    render(<ComplianceFooter />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(TTSLOT.compliance.licence)).toBeInTheDocument();
    await withMerchant({ ...TTSLOT, compliance: { ...TTSLOT.compliance, terms: 'https://elsewhere.example/terms' } });
    render(<ComplianceFooter />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Responsible gaming']);
  });
});
