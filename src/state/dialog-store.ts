import { proxy, ref, useSnapshot } from 'valtio';

export interface DialogRequest {
  title?: string;
  message: string;
  confirmLabel: string;
  /** Without a cancel label the dialog is an alert with one button. */
  cancelLabel?: string;
  /** Confirming destroys something (sign out): the dialog focuses Cancel first. */
  destructive?: boolean;
}

interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  open: OpenDialog | undefined;
}

const initial = (): DialogState => ({ open: undefined });

export const dialogStore = proxy<DialogState>(initial());
let nextId = 1;

/** Back to no dialog; an open one resolves as cancelled so its caller never hangs. */
export function resetDialogStore(): void {
  dialogStore.open?.resolve(false);
  Object.assign(dialogStore, initial());
}

/**
 * Opens a confirm dialog (SPEC 8: cancel and submit); resolves true on confirm. `withdrawn` takes the question
 * back (it resolves as cancelled): a screen that asked closes its question when the player leaves it, or the
 * dialog stayed over the next screen.
 */
export function confirmDialog(request: DialogRequest, withdrawn?: AbortSignal): Promise<boolean> {
  dialogStore.open?.resolve(false);
  return new Promise((resolve) => {
    const id = nextId++;
    dialogStore.open = { ...request, id, resolve: ref(resolve) as (confirmed: boolean) => void };
    const withdraw = (): void => {
      if (dialogStore.open?.id === id) closeDialog(false);
    };
    if (withdrawn?.aborted === true) withdraw();
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, a signal fires abort once; `once` only lets the listener go sooner
    else withdrawn?.addEventListener('abort', withdraw, { once: true });
  });
}

export function closeDialog(confirmed: boolean): void {
  const open = dialogStore.open;
  dialogStore.open = undefined;
  open?.resolve(confirmed);
}

export function useDialog(): Readonly<OpenDialog> | undefined {
  return useSnapshot(dialogStore).open as Readonly<OpenDialog> | undefined;
}
