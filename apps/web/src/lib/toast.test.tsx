import { render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, toast } from './toast';

const shownToasts = () => document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])');

describe('toast', () => {
  it('shows a text raised twice once, and never more than three toasts at a time', async () => {
    render(<Toaster visibleToasts={10} />);
    toast.error('Failed to save test');
    toast.error('Failed to save test');
    await screen.findByText('Failed to save test');
    expect(shownToasts()).toHaveLength(1);

    for (const n of [1, 2, 3, 4]) toast.success(`Saved ${n}`);
    await screen.findByText('Saved 4');
    await waitFor(() => expect(shownToasts()).toHaveLength(MAX_TOASTS));
    expect([...shownToasts()].map((item) => item.textContent).sort()).toEqual(['Saved 2', 'Saved 3', 'Saved 4']);
  });
});
