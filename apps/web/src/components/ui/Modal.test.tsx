import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExamMultiSelect } from './ExamMultiSelect';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is a dialog named by its title that hides the page behind, takes the focus and closes on Escape', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Modal title="Change Password" onClose={onClose}>
        <label>
          New password <input type="password" />
        </label>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog.textContent).toContain('New password');
    // React Aria makes the page behind inert rather than marking the dialog aria-modal (a Safari focus bug).
    expect(container.inert).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));

    fireEvent.keyDown(screen.getByLabelText('New password'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('with unsaved changes asks before Escape or the close button dismisses it', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Edit User" onClose={onClose} dirty>
        <label>
          Name <input defaultValue="Asha" />
        </label>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    const prompt = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(prompt, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open when Escape closes the exam multi-select inside it', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Add New Test" onClose={onClose}>
        <ExamMultiSelect
          label="Target exams"
          options={[{ _id: 'e1', name: 'JEE Main' }]}
          value={[]}
          onChange={vi.fn()}
        />
      </Modal>,
    );
    const picker = screen.getByRole('combobox', { name: /Target exams/ });
    fireEvent.click(picker);
    fireEvent.keyDown(screen.getByPlaceholderText('Search exams...'), { key: 'Escape' });
    expect(screen.queryByPlaceholderText('Search exams...')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
