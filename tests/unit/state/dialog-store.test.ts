/** The confirm dialog's state (SPEC 8: cancel and submit): one dialog at a time, every caller's promise settles. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeDialog, confirmDialog, dialogStore, resetDialogStore, useDialog } from '../../../src/state/dialog-store.ts';

const SIGN_OUT = { title: 'Sign out', message: 'Sign out now?', confirmLabel: 'Sign out', cancelLabel: 'Cancel', destructive: true };

describe('confirm dialog state (SPEC 8)', () => {
  it('starts with no dialog', () => {
    expect(dialogStore.open).toBeUndefined();
  });

  it('opens the request as it was asked, with a new id each time', async () => {
    const first = confirmDialog(SIGN_OUT);
    const { id: firstId, resolve: _resolve, ...shown } = dialogStore.open ?? { id: 0, resolve: () => undefined };
    expect(shown).toStrictEqual(SIGN_OUT);
    closeDialog(false);
    await first;
    const second = confirmDialog({ message: 'Saved', confirmLabel: 'OK' });
    expect(dialogStore.open?.id).toBe(firstId + 1);
    closeDialog(true);
    await second;
  });

  it.each([true, false])('closing answers %s to the caller and leaves no dialog', async (confirmed) => {
    const answer = confirmDialog(SIGN_OUT);
    closeDialog(confirmed);
    expect(dialogStore.open).toBeUndefined();
    await expect(answer).resolves.toBe(confirmed);
  });

  it('closing with no dialog open does nothing', () => {
    expect(() => closeDialog(true)).not.toThrow();
    expect(dialogStore.open).toBeUndefined();
  });

  it('a second dialog replaces the first, whose caller gets "cancelled"', async () => {
    const first = confirmDialog(SIGN_OUT);
    const second = confirmDialog({ message: 'Delete the message?', confirmLabel: 'Delete', cancelLabel: 'Cancel' });
    await expect(first).resolves.toBe(false);
    expect(dialogStore.open?.message).toBe('Delete the message?');
    closeDialog(true);
    await expect(second).resolves.toBe(true);
  });

  it('a question withdrawn by its asker closes as cancelled; withdrawn before it opens, it never shows', async () => {
    const leaving = new AbortController();
    const answer = confirmDialog(SIGN_OUT, leaving.signal);
    expect(dialogStore.open?.message).toBe('Sign out now?');
    leaving.abort();
    expect(dialogStore.open).toBeUndefined();
    await expect(answer).resolves.toBe(false);
    await expect(confirmDialog(SIGN_OUT, leaving.signal)).resolves.toBe(false);
    expect(dialogStore.open).toBeUndefined();
  });

  it('withdrawing a question that another replaced leaves the other open', async () => {
    const leaving = new AbortController();
    const first = confirmDialog(SIGN_OUT, leaving.signal);
    const second = confirmDialog({ message: 'Delete the message?', confirmLabel: 'Delete', cancelLabel: 'Cancel' });
    await expect(first).resolves.toBe(false);
    leaving.abort();
    expect(dialogStore.open?.message).toBe('Delete the message?');
    closeDialog(true);
    await expect(second).resolves.toBe(true);
  });

  it('reset cancels an open dialog so its caller never hangs', async () => {
    const answer = confirmDialog(SIGN_OUT);
    resetDialogStore();
    expect(dialogStore.open).toBeUndefined();
    await expect(answer).resolves.toBe(false);
  });

  it('the hook follows the open dialog', async () => {
    const dialog = renderHook(() => useDialog());
    expect(dialog.result.current).toBeUndefined();
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = confirmDialog(SIGN_OUT);
    });
    expect(dialog.result.current?.message).toBe('Sign out now?');
    await act(async () => closeDialog(true));
    expect(dialog.result.current).toBeUndefined();
    await expect(answer).resolves.toBe(true);
  });
});
