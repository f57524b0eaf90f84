/** A screen that cannot be loaded (SPEC 8): the module-not-found rejection, the log, the failure with its retry. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PageLoader } from '../../../src/app/frame/page-loader.tsx';
import { ScreenBoundary } from '../../../src/app/frame/screen-boundary.tsx';
import { reloadPage } from '../../../src/app/page-reload.ts';
import { screenOf } from '../../../src/app/screens.tsx';
import { type Route, ROUTES } from '../../../src/config/routes.ts';
import { TTSLOT, withMerchant } from './harness.tsx';

vi.mock('../../../src/app/page-reload.ts', () => ({ reloadPage: vi.fn<() => void>() }));

/** A route whose screen module the build does not hold (a route table naming a file that is gone). */
const GONE: Route = { ...ROUTES[0]!, path: '/m/gone', module: { file: 'features/gone/gone-screen.tsx', component: 'GoneScreen' } };

let logged: MockInstance<Console['error']>;

beforeEach(async () => {
  await withMerchant(TTSLOT);
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  logged.mockRestore();
  vi.mocked(reloadPage).mockClear();
});

describe('a screen that cannot be loaded (SPEC 8)', () => {
  it('R8-20 a missing screen module rejects with a module-not-found error, which the screen boundary logs and shows with a retry', async () => {
    const Screen = screenOf(GONE);
    if (Screen === undefined) throw new Error('the route names a module');
    render(<ScreenBoundary resetKey="/m/gone"><Suspense fallback={<PageLoader />}><Screen /></Suspense></ScreenBoundary>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load. Please try again.');
    expect(screen.queryByRole('status')).toBeNull();
    const notFound = expect.objectContaining({ name: 'ModuleNotFoundError', message: 'module not found: src/features/gone/gone-screen.tsx' });
    expect(logged).toHaveBeenCalledWith('screen failed to load', notFound, expect.anything());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
