import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import sahara from '../../../merchants/sahara/merchant.json';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { i18next, initI18n } from '../../../src/i18n/i18n.ts';
import { endSession, type SessionRecord, startSession } from '../../../src/state/session-store.ts';
import { closeDialog, useDialog } from '../../../src/state/dialog-store.ts';
import { Dialog } from '../../../src/ui/dialog.tsx';

export const TTSLOT = ttslot as unknown as Merchant;
export const SAHARA = sahara as unknown as Merchant;

export async function withMerchant(merchant: Merchant): Promise<void> {
  setMerchant(merchant);
  if (!i18next.isInitialized) await initI18n('EN');
}

/** A session of the given member type, or none. */
export function sessionOf(type: number | undefined): void {
  endSession();
  if (type !== undefined) startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo', type: type as SessionRecord['type'], firstTimeLogin: false, read: true }, { remember: true });
}

function Path() {
  const location = useLocation();
  const dialog = useDialog();
  return (
    <>
      <div data-testid="path">{location.pathname}{location.search}</div>
      {dialog !== undefined && <Dialog title={dialog.title} message={dialog.message} confirmLabel={dialog.confirmLabel} cancelLabel={dialog.cancelLabel} destructive={dialog.destructive} onClose={closeDialog} />}
    </>
  );
}

export function renderAt(path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Path />
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
