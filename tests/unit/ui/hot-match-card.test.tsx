import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotMatchCard } from '../../../src/ui/hot-match-card.tsx';

describe('hot-match card name (axe label-content-name-mismatch)', () => {
  it('is named by its visible text in reading order, VS included, so the name holds every visible word', () => {
    render(
      <HotMatchCard home="Manila Eagles" away="Cebu Sharks" homeImage="/h.png" awayImage="/a.png" date="23/11/2026" time="20:30" vsLabel="VS" betLabel="Bet now" onOpen={() => undefined} />,
    );
    const card = screen.getByRole('button', { name: '23/11/2026 20:30 Manila Eagles VS Cebu Sharks Bet now' });
    expect(card).not.toHaveAttribute('aria-label');
  });
});
