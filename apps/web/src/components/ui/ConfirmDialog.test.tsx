import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const renderDialog = (pending = false) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Delete User"
      message="Are you sure you want to delete Asha Verma?"
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Delete User' }) };
};

describe('ConfirmDialog', () => {
  it('asks the question and runs the action only when confirmed', () => {
    const { onConfirm, onCancel, dialog } = renderDialog();
    expect(dialog.textContent).toContain('Are you sure you want to delete Asha Verma?');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('Escape cancels', () => {
    const { onCancel, dialog } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('while pending, neither button nor Escape answers again', () => {
    const { onConfirm, onCancel, dialog } = renderDialog(true);
    const buttons = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-label') !== 'Close');
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
