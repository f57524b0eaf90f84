import { DownloadPopup } from '../features/navigation/index.ts';
import { closeDialog, useDialog } from '../state/dialog-store.ts';
import { useToast } from '../state/toast-store.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ToastView } from '../ui/toast.tsx';

/** The one place toasts, dialogs and the download popup render. */
export function Hosts() {
  const toast = useToast();
  const dialog = useDialog();
  return (
    <>
      <DownloadPopup />
      {dialog !== undefined && (
        <Dialog key={dialog.id} title={dialog.title} message={dialog.message} confirmLabel={dialog.confirmLabel} cancelLabel={dialog.cancelLabel} onClose={closeDialog} />
      )}
      {toast !== undefined && <ToastView key={toast.id} message={toast.message} kind={toast.kind} />}
    </>
  );
}
