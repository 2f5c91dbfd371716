import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is a dialog named by its title that takes the focus and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Change Password" onClose={onClose}>
        <label>
          New password <input type="password" />
        </label>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));

    fireEvent.keyDown(screen.getByLabelText('New password'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
