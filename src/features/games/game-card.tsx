/** A GameTile wired to the lobby: launch flow, favourite star and (on home) the jackpot counter. */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../api/games.ts';
import { addToFavourites, removeFromFavourites } from '../../state/favourites-store.ts';
import { sessionStore } from '../../state/session-store.ts';
import { GameTile } from '../../ui/game-tile.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { itemFromGame, supportsFreePlay } from './launch-routing.ts';
import { useLaunch } from './launch.ts';
import { shownPicture } from '../../state/system-store.ts';

/** The icon a tile shows: the large mobile icon, then the others. */
export function gameImage(game: Pick<Game, 'mobileLargeIcon' | 'showIcon' | 'iconUrl'>): string {
  return shownPicture(game.mobileLargeIcon || game.showIcon || game.iconUrl || '');
}

/** R2.3-29: gameName, falling back to nodeName. */
export function gameTitle(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName?.trim() ? game.gameName : game.nodeName;
}

/** What every tile of a list shares: made once per list, so a tile subscribes to nothing itself. */
export interface TileActions {
  t: ReturnType<typeof useTranslation<'lobby'>>['t'];
  login: () => void;
  launch: ReturnType<typeof useLaunch>;
}

export function useTileActions(): TileActions {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const launch = useLaunch();
  return useMemo(() => ({ t, launch, login: () => void navigate('/m/login') }), [t, launch, navigate]);
}

interface GameCardProps {
  actions: TileActions;
  game: Game;
  favourite: boolean;
  showJackpot?: boolean;
  showVendor?: boolean;
  eager?: boolean;
}

export const GameCard = memo(function GameCard({ actions, game, favourite, showJackpot = false, showVendor = true, eager = false }: GameCardProps) {
  const { t, login, launch } = actions;
  const name = gameTitle(game);
  /** R4-40, R4-41: a guest goes to login; a favourite is removed, anything else added. */
  const toggle = (): void => {
    if (sessionStore.session === undefined) {
      login();
      return;
    }
    const done = favourite ? removeFromFavourites(game) : addToFavourites(game);
    done.catch(() => undefined); // the client's error path has told the user
  };
  return (
    <GameTile
      name={name}
      image={gameImage(game)}
      vendorName={showVendor ? game.displayName : undefined}
      jackpot={showJackpot ? <JackpotCounter /> : undefined}
      favourite={favourite}
      favouriteLabel={t(favourite ? 'favourite_remove' : 'favourite_add', { name })}
      onToggleFavourite={toggle}
      onLaunch={() => void launch(itemFromGame(game))}
      freePlay={supportsFreePlay(game) ? { text: t('free_play_short'), label: t('free_play_game', { name }), onPlay: () => void launch(itemFromGame(game, 'free')) } : undefined}
      eager={eager}
    />
  );
});
