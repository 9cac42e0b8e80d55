import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

function renderDialog() {
  const onClose = vi.fn();
  render(
    <Dialog title="Delete Project" onClose={onClose} actions={<button type="button">Delete</button>}>
      <p>Sure?</p>
    </Dialog>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Delete Project' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, focused when it opens, with its body and actions', () => {
    const { dialog } = renderDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.textContent).toBe('Delete ProjectSure?Delete');
  });

  it('closes on Escape and on a click beside it, never on a click inside it', () => {
    const { onClose, dialog } = renderDialog();
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
