import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Button } from './Button';
import { Modal } from './Modal';

afterEach(cleanup);

function Page({ isStatic = false }: { isStatic?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Details" isStatic={isStatic}>
        <p>Inside</p>
      </Modal>
    </>
  );
}

describe('a modal', () => {
  it('draws nothing while closed, opens labelled by its title, and returns focus when closed', async () => {
    await renderWithApp(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    // The dialog's code loads when a modal first opens (issue 16).
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog.textContent).toContain('Inside');
    fireEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  // The browser turns Escape into a `cancel` event on the open dialog; a click on its backdrop
  // reaches the dialog element itself.
  const pressEscape = (dialog: HTMLElement) => {
    const keydown = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(keydown);
      dialog.dispatchEvent(cancel);
    });
    return { keydown, cancel };
  };

  it('closes on Escape and on a click outside', async () => {
    await renderWithApp(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const { cancel } = pressEscape(await screen.findByRole('dialog', { name: 'Details' }));
    // The dialog closes by unmounting, not by the browser's own close.
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByText('Inside'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and outside clicks when static (§9)', async () => {
    await renderWithApp(<Page isStatic />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    const { keydown, cancel } = pressEscape(dialog);
    expect(keydown.defaultPrevented).toBe(true);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Details' })).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
