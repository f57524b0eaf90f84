import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComplianceFooter } from '../../../src/features/compliance/index.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { SAHARA, TTSLOT, withMerchant } from '../frame/harness.tsx';

afterEach(() => vi.restoreAllMocks());

describe('trust and compliance footer from the merchant config', () => {
  it.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('%s: the age limit, responsible gaming and licence line come from its config; the terms and privacy policy are the platform\'s screens', async (_code, merchant) => {
    await withMerchant(merchant);
    render(<MemoryRouter><ComplianceFooter /></MemoryRouter>);
    const age = merchant.constants.limits.ageConfirmation;
    expect(screen.getByText(`${age}+`)).toBeInTheDocument();
    expect(screen.getByText(`Only for players aged ${age} or over. Play responsibly.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', merchant.compliance.responsibleGaming);
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/m/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/m/policy');
    expect(screen.getByText(merchant.compliance.licence)).toBeInTheDocument();
  });

  it('follows the config: another age limit and licence line are what the player reads', async () => {
    await withMerchant({
      ...TTSLOT,
      constants: { ...TTSLOT.constants, limits: { ...TTSLOT.constants.limits, ageConfirmation: 21 } },
      compliance: { ...TTSLOT.compliance, licence: 'Licensed by the Example Gaming Board, licence EX-1' },
    } satisfies Merchant);
    render(<MemoryRouter><ComplianceFooter /></MemoryRouter>);
    expect(screen.getByText('21+')).toBeInTheDocument();
    expect(screen.getByText('Licensed by the Example Gaming Board, licence EX-1')).toBeInTheDocument();
  });

  it('does not draw a responsible-gaming link the URL rule refuses (a foreign host, a script URL), and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const responsibleGaming of ['javascript:alert(1)', 'https://elsewhere.example/help']) {
      await withMerchant({ ...TTSLOT, compliance: { ...TTSLOT.compliance, responsibleGaming } });
      const { unmount } = render(<MemoryRouter><ComplianceFooter /></MemoryRouter>);
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Terms and conditions', 'Privacy policy']);
      expect(screen.getByText(TTSLOT.compliance.licence)).toBeInTheDocument();
      unmount();
    }
  });
});
