import { PASSWORD_HINT } from '@mockprep/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abc', 'Weak', true],
    ['abcdefgh', 'Weak', true],
    ['abcdefg1', 'Fair', false],
    ['Abcdefg1', 'Good', false],
    ['Abcdef1!', 'Strong', false],
  ])('rates %s as %s', (password, label, hint) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_HINT) !== null).toBe(hint);
  });

  it('shows nothing before anything is typed', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container.textContent).toBe('');
  });
});
