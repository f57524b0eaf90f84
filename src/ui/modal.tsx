/**
 * Every dialog of the app renders through Modal: a layer of its own under <body>,
 * on the one stack of src/ui/modal-stack.ts, which keeps focus and the keyboard inside the top dialog
 * and the page behind inert and still. Our own ~100 lines rather than the native <dialog>: jsdom has
 * no showModal(), so the unit tests could not prove the behaviour, and a focus-trap library would
 * not know the queue a deferred dialog waits in.
 */
import { type ReactNode, type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { queueHeld, waitForTurn } from './modal-queue.ts';
import { pushLayer } from './modal-stack.ts';
import styles from './modal.module.css';

interface ModalProps {
  /** The id of the dialog's visible title; else `label` names it. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  describedBy?: string | undefined;
  /** alertdialog for confirms and alerts (they answer Escape only, not a tap on the mask). */
  role?: 'dialog' | 'alertdialog';
  /** Centred, a sheet from the bottom, or a panel at the inline start (the drawer). */
  placement?: 'center' | 'bottom' | 'start';
  /** The look of the dialog panel. */
  className: string | undefined;
  /** Closes the dialog on Escape and on a tap on the mask (the mask only for role dialog). */
  onDismiss: () => void;
  /** The element that takes focus on open; else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Wait until no other dialog is open or loading, then show (the home popup). */
  deferred?: boolean;
  /** Called once when the dialog is on screen. */
  onShow?: () => void;
  children: ReactNode;
}

/**
 * Whether the dialog may show: at once, or for a deferred one once the queue is free. Checked after
 * the commit's layout effects, so a dialog opening or loading in the same commit goes first.
 */
function useTurn(deferred: boolean): [taken: boolean, giveBack: (() => void) | undefined] {
  const [taken, setTaken] = useState(!deferred);
  useEffect(() => (taken ? undefined : waitForTurn(() => setTaken(true))), [taken]);
  return [taken, deferred ? () => setTaken(false) : undefined];
}

export function Modal({ deferred = false, ...props }: ModalProps) {
  const [taken, giveBack] = useTurn(deferred);
  return taken ? <ModalLayer {...props} giveBack={giveBack} /> : null;
}

interface LayerProps extends Omit<ModalProps, 'deferred'> {
  /** For a deferred dialog: waits again instead of showing. */
  giveBack: (() => void) | undefined;
}

function ModalLayer({ labelledBy, label, describedBy, role = 'dialog', placement = 'center', className, onDismiss, initialFocus, onShow, giveBack, children }: LayerProps) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useEffectEvent(onDismiss);
  const shown = useEffectEvent(() => onShow?.());
  const yieldTurn = useEffectEvent(() => giveBack?.());
  const deferred = giveBack !== undefined;
  useLayoutEffect(() => {
    if (layer.current === null || panel.current === null) return undefined;
    // A deferred dialog's turn can come in the same moment the player opens another (the drawer, before the
    // popup renders): laid over that one it would make it inert, so it waits again and never paints.
    if (deferred && queueHeld()) {
      yieldTurn();
      return undefined;
    }
    const pop = pushLayer({ element: layer.current, panel: panel.current, opener: document.activeElement, onEscape: () => dismiss() });
    (initialFocus?.current ?? panel.current).focus();
    shown();
    return pop;
  }, [initialFocus, deferred]);
  return createPortal(
    <div ref={layer} className={`${styles.layer} ${styles[placement] ?? ''}`}>
      <div className={styles.mask} aria-hidden="true" onClick={role === 'dialog' ? onDismiss : undefined} />
      <div ref={panel} className={`${styles.panel} ${className ?? ''}`} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-label={labelledBy === undefined ? label : undefined} aria-describedby={describedBy} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
