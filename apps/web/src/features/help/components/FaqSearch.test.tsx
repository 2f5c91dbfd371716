import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqs, searchFaqs } from '../faq';

const FAQS = faqs();

import { FaqSearch } from './FaqSearch';

/** The accordion's question buttons on screen. */
const questions = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('searchFaqs', () => {
  it('keeps the questions containing every word, in any case, across topic, question and answer', () => {
    expect(searchFaqs(FAQS, '').length).toBe(FAQS.length);
    expect(searchFaqs(FAQS, '  OTP  ').map((faq) => faq.id)).toEqual(
      expect.arrayContaining(['otp-not-received', 'otp-expired']),
    );
    expect(searchFaqs(FAQS, 'percentile score').map((faq) => faq.id)).toContain('percentile');
    expect(searchFaqs(FAQS, 'otp percentile')).toEqual([]);
  });
});

describe('FaqSearch', () => {
  it('narrows the list while typing and shows No results with a way back', () => {
    render(<FaqSearch faqs={FAQS} />);
    expect(questions().length).toBe(FAQS.length);

    fireEvent.change(screen.getByLabelText('Search help'), { target: { value: 'promo' } });
    expect(questions().map((button) => button.textContent)).toEqual(['How do I use a promo code?']);
    expect(screen.getByText('1 answer found')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search help'), { target: { value: 'xylophone' } });
    expect(questions()).toEqual([]);
    expect(screen.getByText('No results for “xylophone”')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions().length).toBe(FAQS.length);
  });

  it('opens and closes an answer from its question button', () => {
    render(<FaqSearch faqs={FAQS} />);
    const button = screen.getByRole('button', { name: 'How long is an OTP valid?' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('valid for 5 minutes');

    fireEvent.click(button);
    expect(panel?.hidden).toBe(true);
  });
});
