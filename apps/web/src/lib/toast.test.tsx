import { render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';

const shownToasts = () => document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])');

describe('toast', () => {
  it('shows a text raised twice once, and never more than three toasts at a time', { timeout: 15_000 }, async () => {
    render(<Toaster visibleToasts={10} duration={60_000} />);
    toast.error('Failed to save test');
    toast.error('Failed to save test');
    await screen.findByText('Failed to save test');
    expect(shownToasts()).toHaveLength(1);

    for (const n of [1, 2, 3, 4]) toast.success(`Saved ${n}`);
    await screen.findByText('Saved 4');
    // Dismissed toasts leave after sonner's exit animation, later on a loaded machine.
    await waitFor(
      () =>
        expect([...shownToasts()].map((item) => item.textContent).sort()).toEqual(['Saved 2', 'Saved 3', 'Saved 4']),
      { timeout: 10_000 },
    );
  });
});
