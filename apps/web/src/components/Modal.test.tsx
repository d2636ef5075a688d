import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Button } from './Button';
import { Modal } from './Modal';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Details">
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
});
