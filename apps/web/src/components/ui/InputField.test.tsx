import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField } from './InputField';

describe('InputField', () => {
  it('gives every password field a show-password toggle, and other fields none', () => {
    render(
      <>
        <InputField id="new-password" type="password" label="New password" error="Too short" />
        <InputField id="name" label="Name" />
      </>,
    );
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    expect(password.getAttribute('aria-describedby')).toBe('new-password-error');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(1);
    fireEvent.click(toggles[0] as HTMLElement);
    expect(password.type).toBe('text');
    expect(toggles[0]?.getAttribute('aria-pressed')).toBe('true');
  });
});
