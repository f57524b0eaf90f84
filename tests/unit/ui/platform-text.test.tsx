import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameTile } from '../../../src/ui/game-tile.tsx';
import { HotMatchCard } from '../../../src/ui/hot-match-card.tsx';
import { PlatformText } from '../../../src/ui/platform-text.tsx';
import { textDirection } from '../../../src/ui/text-direction.ts';

/** The element an ellipsis cuts: it must carry the name's own direction, whatever the page's is. */
function nameIn(pageDir: 'ltr' | 'rtl', text: string): HTMLElement {
  render(<div dir={pageDir}><span className="tile-name-box"><PlatformText text={text} className="name" /></span></div>);
  return screen.getByText(text);
}

describe('platform names keep their own direction', () => {
  it('a Latin name in a right-to-left page is laid out, and cut, left to right', () => {
    const name = nameIn('rtl', 'Manila Eagles');
    expect(name).toHaveAttribute('dir', 'ltr');
    expect(name).toHaveClass('name'); // the truncating box is the directional one
    expect(name.tagName).toBe('BDI');
  });

  it('an Arabic name in a left-to-right page is laid out, and cut, right to left', () => {
    expect(nameIn('ltr', 'الأهلي القاهرة')).toHaveAttribute('dir', 'rtl');
  });

  it.each([
    ['2024 الأهلي', 'rtl'],
    ['١٢ فريق', 'rtl'],
    ['777 Lucky Slots', 'ltr'],
    ['FC 1907 الأهلي', 'ltr'],
    ['(VIP) سلوت', 'ltr'],
    ['«ليلة» Jackpot 9', 'rtl'],
  ] as const)('mixed with numbers and punctuation: %s reads %s from its first letter', (text, dir) => {
    expect(nameIn(dir === 'rtl' ? 'ltr' : 'rtl', text)).toHaveAttribute('dir', dir);
  });

  it('a name with no letter takes the direction it sits in (dir=auto)', () => {
    expect(textDirection('12-34')).toBeUndefined();
    expect(nameIn('rtl', '12-34')).toHaveAttribute('dir', 'auto');
  });

  it('Hebrew and other right-to-left scripts count as right to left', () => {
    expect(textDirection('מכבי תל אביב')).toBe('rtl');
    expect(textDirection('ܫܠܡܐ')).toBe('rtl');
    expect(textDirection('Ελλάδα')).toBe('ltr');
    expect(textDirection('東京')).toBe('ltr');
  });

  it("a game tile's name and vendor, and a hot match's teams, are isolated in their own direction", () => {
    render(
      <div dir="rtl">
        <GameTile name="Golden Empire" image="" vendorName="PG Sports Virtual" onLaunch={() => undefined} />
        <HotMatchCard home="Manila Eagles" away="النصر" homeImage="" awayImage="" date="01/02/2030" time="10:00" vsLabel="VS" betLabel="bet" onOpen={() => undefined} />
      </div>,
    );
    expect(screen.getByText('Golden Empire')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('PG Sports Virtual')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Manila Eagles')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('النصر')).toHaveAttribute('dir', 'rtl');
  });
});
