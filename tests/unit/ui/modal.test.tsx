import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../src/ui/modal.tsx';
import { ModalLoading } from '../../../src/ui/modal-loading.tsx';

/** A page with an opener and a dialog of three buttons; `inner` opens a second dialog on top. */
function Page({ deferred = false, loading = false }: { deferred?: boolean; loading?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      {loading && <ModalLoading />}
      {open && (
        <Modal label="Outer" className={undefined} onDismiss={() => setOpen(false)}>
          <button type="button">One</button>
          <button type="button" onClick={() => setInner(true)}>Two</button>
          <button type="button" onClick={() => setOpen(false)}>Three</button>
        </Modal>
      )}
      {inner && (
        <Modal role="alertdialog" label="Inner" className={undefined} onDismiss={() => setInner(false)}>
          <button type="button" onClick={() => setInner(false)}>Done</button>
        </Modal>
      )}
      {deferred && (
        <Modal deferred label="Later" className={undefined} onDismiss={() => undefined}>
          <p>Waited</p>
        </Modal>
      )}
    </main>
  );
}

describe('modal manager', () => {
  it('moves focus into the dialog, keeps Tab and Shift+Tab inside, and makes the page inert and still', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent ?? '');
    }
    expect(names).toEqual(['One', 'Two', 'Three', 'One']);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
  });

  it('Escape closes the dialog, focus returns to its opener and the page is live again', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('a tap on the mask closes a dialog, never an alertdialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Two' }));
    const masks = document.querySelectorAll('[aria-hidden="true"]');
    await user.click(masks[masks.length - 1] as Element);
    expect(screen.getByRole('alertdialog', { name: 'Inner' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[aria-hidden="true"]') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks: only the top dialog is live; Escape closes it alone and focus goes back to its opener below', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Two' }));
    const inner = screen.getByRole('alertdialog', { name: 'Inner' });
    const outerLayer = screen.getByRole('dialog', { name: 'Outer' }).parentElement;
    expect(outerLayer).toHaveAttribute('inert');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(inner).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(outerLayer).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
  });

  it('a deferred dialog waits while another dialog is open, then shows and takes focus', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    rerender(<Page deferred />);
    expect(screen.queryByRole('dialog', { name: 'Later' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Later' })).toHaveFocus();
  });

  it('a deferred dialog whose turn came as another dialog opened waits again instead of lying over it', async () => {
    const user = userEvent.setup();
    // The popup's effect takes its turn, then the page's effect opens the drawer: both land in the next commit,
    // the drawer first, so the queue is held by the time the popup would show.
    function Race() {
      const [open, setOpen] = useState(false);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the race needs the open in the popup's commit
      useEffect(() => setOpen(true), []);
      return (
        <main>
          {open && (
            <Modal label="Drawer" className={undefined} onDismiss={() => setOpen(false)}>
              <button type="button" onClick={() => setOpen(false)}>Close</button>
            </Modal>
          )}
          <Modal deferred label="Later" className={undefined} onDismiss={() => undefined}>
            <p>Waited</p>
          </Modal>
        </main>
      );
    }
    render(<Race />);
    expect(screen.getByRole('dialog', { name: 'Drawer' }).closest('[inert]')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Later' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Later' })).toBeInTheDocument();
  });

  it('a deferred dialog waits while a dialog\'s code is loading', () => {
    const { rerender } = render(<Page loading deferred />);
    expect(screen.queryByRole('dialog', { name: 'Later' })).toBeNull();
    rerender(<Page deferred />);
    expect(screen.getByRole('dialog', { name: 'Later' })).toBeInTheDocument();
  });
});
