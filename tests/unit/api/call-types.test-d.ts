/**
 * The typed contract at compile time (DESIGN 4): `call` and the sandbox's handlers
 * are typed by src/generated/api/endpoint-map.ts. `npm run typecheck` compiles this file (it is never
 * run), so every `@ts-expect-error` below must stay an error and every expectTypeOf must hold.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Handlers } from '../../../scripts/sandbox/handler.ts';
import { call } from '../../../src/api/client.ts';
import type { Game } from '../../../src/generated/api/game.ts';
import type { Session } from '../../../src/generated/api/session.ts';

describe('call', () => {
  it('answers the value type of the endpoint it names', () => {
    expectTypeOf(call('login', { username: 'demo01', password: 'Demo@1234' })).resolves.toEqualTypeOf<Session>();
    expectTypeOf(call('wallet')).resolves.toEqualTypeOf<{ sumBalance: number; currencySymbol: string }>();
    expectTypeOf(call('gameList', { pageNo: 1 })).resolves.toHaveProperty('games').toEqualTypeOf<Game[]>();
    expectTypeOf(call('logout')).resolves.toBeUndefined();
  });

  it('refuses a wrong request body', () => {
    // @ts-expect-error a login needs a username
    void call('login', { password: 'Demo@1234' });
    // @ts-expect-error a field the login schema does not define
    void call('login', { username: 'demo01', pin: '1234' });
    // @ts-expect-error nodeId is a string
    void call('favouriteAdd', { nodeId: 100001 });
    // @ts-expect-error gameType is one of the schema's categories
    void call('gameList', { gameType: 'CASINO' });
    // @ts-expect-error the game list takes a query argument
    void call('gameList');
    // @ts-expect-error the wallet takes no request
    void call('wallet', { pageNo: 1 });
    // @ts-expect-error no such endpoint
    void call('walletV9', {});
    // @ts-expect-error the caller does not choose the answer's type
    void call<{ balance: number }>('wallet');
  });

  it('refuses a wrong use of the answer', async () => {
    const wallet = await call('wallet');
    // @ts-expect-error the wallet answers sumBalance, not balance
    void wallet.balance;
    const page = await call('gameList', {});
    // @ts-expect-error node ids are strings
    const id: number = page.games[0]?.nodeId ?? 0;
    void id;
    const none = await call('logout');
    // @ts-expect-error logout answers no value
    const token: string = none;
    void token;
  });
});

describe('sandbox handlers', () => {
  it('get their endpoint\'s request and must answer its value', () => {
    const handlers: Partial<Handlers> = {
      // @ts-expect-error the wallet value needs currencySymbol
      wallet: () => ({ sumBalance: 1 }),
      // @ts-expect-error favouriteAdd's request has no pageNo
      favouriteAdd: ({ input }) => (input.pageNo === 1 ? undefined : undefined),
      // @ts-expect-error logout answers no value
      logout: () => ({ ok: true }),
      usernameAvailable: ({ input }) => ({ available: input.username !== '' }),
    };
    void handlers;
  });
});
