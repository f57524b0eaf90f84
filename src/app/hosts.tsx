import { lazy, Suspense, useEffect } from 'react';
import { DownloadPopup } from './frame/panels.tsx';
import { closeDialog, useDialog } from '../state/dialog-store.ts';
import { whenPageIdle } from '../state/page-ready.ts';
import { useToast } from '../state/toast-store.ts';
import { ModalLoading } from '../ui/modal-loading.tsx';
import { ToastView } from '../ui/toast.tsx';

// The confirm dialog loads when first asked for: nothing on the first page needs it.
const loadDialog = () => import('../ui/dialog.tsx');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

/** The one place toasts, dialogs and the download popup render. */
export function Hosts() {
  const toast = useToast();
  const dialog = useDialog();
  useEffect(() => whenPageIdle(() => void loadDialog().catch(() => undefined)), []);
  return (
    <>
      <DownloadPopup />
      {dialog !== undefined && (
        <Suspense fallback={<ModalLoading />}>
          <Dialog key={dialog.id} title={dialog.title} message={dialog.message} confirmLabel={dialog.confirmLabel} cancelLabel={dialog.cancelLabel} destructive={dialog.destructive} onClose={closeDialog} />
        </Suspense>
      )}
      {toast !== undefined && <ToastView key={toast.id} message={toast.message} kind={toast.kind} />}
    </>
  );
}
