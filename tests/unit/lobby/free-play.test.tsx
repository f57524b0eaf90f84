// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { GameCard, type TileActions } from '../../../src/features/games/game-card.tsx';
import type { LaunchItem } from '../../../src/features/games/launch-routing.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { i18next, initI18n } from '../../../src/i18n/i18n.ts';
import { testGame } from './game-fixture.ts';

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});

/** Two games as the sandbox platform lists them: one with free play (supportPlay 0, freeplay 1), one without. */
const withFreePlay = testGame('100001', { gameName: 'Lucky Panda', supportPlay: 0, freeplay: 1 });
const without = testGame('100005', { gameName: 'Royal Koi', supportPlay: 1, freeplay: 0 });

describe('free play on a game tile (SPEC 3 Game)', () => {
  it('R3-12 a game with supportPlay 0 offers free play, which launches it with freeplay 1; a tap on the game, or a game without it, launches with freeplay 0', async () => {
    const launch = vi.fn<(item: LaunchItem) => Promise<void>>(() => Promise.resolve());
    const actions: TileActions = { t: i18next.getFixedT(null, 'lobby'), login: () => undefined, launch };
    render(<ul>{[withFreePlay, without].map((g) => <li key={g.nodeId}><GameCard actions={actions} game={g} favourite={false} /></li>)}</ul>);
    const [free, paid] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(paid).queryByRole('button', { name: /^Free play/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(free).getByRole('button', { name: 'Free play: Lucky Panda' }));
    expect(launch).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: '100001', freeplay: 1 }));
    await user.click(within(free).getByRole('button', { name: /^Lucky Panda/ }));
    expect(launch).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: '100001', freeplay: 0 }));
    await user.click(within(paid).getByRole('button', { name: /^Royal Koi/ }));
    expect(launch).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: '100005', freeplay: 0 }));
    expect(launch).toHaveBeenCalledTimes(3);
  });
});
