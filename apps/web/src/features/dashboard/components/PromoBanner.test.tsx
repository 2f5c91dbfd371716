import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PromoBanner } from './PromoBanner';

const renderBanner = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <PromoBanner /> }])} />);

const slideTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('PromoBanner', () => {
  it('moves to the next slide every 5 seconds and wraps round', () => {
    preferReducedMotion(false);
    vi.useFakeTimers();
    renderBanner();
    expect(slideTitle()).toBe('Full-length mock tests, one tap away');

    act(() => vi.advanceTimersByTime(4999));
    expect(slideTitle()).toBe('Full-length mock tests, one tap away');
    act(() => vi.advanceTimersByTime(1));
    expect(slideTitle()).toBe('See where you stand');
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(slideTitle()).toBe('Full-length mock tests, one tap away');
  });

  it('jumps to the slide of a dot', () => {
    preferReducedMotion(false);
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(slideTitle()).toBe('Learn from every answer');
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('holds still for a student who prefers reduced motion', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    renderBanner();
    act(() => vi.advanceTimersByTime(20_000));
    expect(slideTitle()).toBe('Full-length mock tests, one tap away');
  });
});
