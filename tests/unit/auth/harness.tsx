import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { i18next, initI18n } from '../../../src/i18n/i18n.ts';
import { closeDialog, useDialog } from '../../../src/state/dialog-store.ts';
import { useToast } from '../../../src/state/toast-store.ts';
import { Dialog } from '../../../src/ui/dialog.tsx';
import { ToastView } from '../../../src/ui/toast.tsx';

export const TTSLOT = ttslot as unknown as Merchant;

/** Merchant config and English texts, as boot and the account screens' loader set them. */
export async function boot(merchant: Merchant = TTSLOT): Promise<void> {
  setMerchant(merchant);
  if (!i18next.isInitialized) await initI18n('EN');
  await i18next.loadNamespaces('auth');
}

function Hosts() {
  const toast = useToast();
  const dialog = useDialog();
  const location = useLocation();
  return (
    <>
      <div data-testid="path">{location.pathname}{location.search}</div>
      {toast !== undefined && <ToastView message={toast.message} kind={toast.kind} />}
      {dialog !== undefined && <Dialog title={dialog.title} message={dialog.message} confirmLabel={dialog.confirmLabel} cancelLabel={dialog.cancelLabel} destructive={dialog.destructive} onClose={closeDialog} />}
    </>
  );
}

/** Renders a screen at `path` inside a router, with the toast and dialog hosts of the frame. */
export function renderAt(path: string, route: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Hosts />
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * The same as renderAt, on a data router the test can read: `router.state.historyAction` tells a
 * navigation that replaced the entry (Back skips the screen) from one that pushed a new one.
 */
export function routerAt(entries: string[], route: string, element: ReactElement) {
  const router = createMemoryRouter([
    { path: route, element: <><Hosts />{element}</> },
    { path: '*', element: <><Hosts /><h1>Elsewhere</h1></> },
  ], { initialEntries: entries, initialIndex: entries.length - 1 });
  return { router, ...render(<RouterProvider router={router} />) };
}
