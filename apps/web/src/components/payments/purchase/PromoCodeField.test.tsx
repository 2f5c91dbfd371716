import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PromoCodeField } from './PromoCodeField';

function Harness({ onApply }: { onApply: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <PromoCodeField
      value={code}
      onChange={setCode}
      onApply={() => onApply(code)}
      onRemove={() => setCode('')}
      applied={null}
      pending={false}
      error={null}
    />
  );
}

describe('PromoCodeField', () => {
  it('trims and upper-cases the code as it is typed, with Apply disabled while it is empty', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    const input = screen.getByLabelText('Promo code') as HTMLInputElement;
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '  welcome20 ' } });
    expect(input.value).toBe('WELCOME20');
    expect(apply.hasAttribute('disabled')).toBe(false);

    fireEvent.change(input, { target: { value: '   ' } });
    expect(input.value).toBe('');
    expect(apply.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: 'flat30' } });
    fireEvent.submit(input);
    expect(onApply).toHaveBeenCalledWith('FLAT30');
  });

  it('shows the server message under the field, tied to it', () => {
    render(
      <PromoCodeField
        value="OLD10"
        onChange={vi.fn()}
        onApply={vi.fn()}
        onRemove={vi.fn()}
        applied={null}
        pending={false}
        error="This promo code has expired"
      />,
    );
    const input = screen.getByLabelText('Promo code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This promo code has expired');
  });

  it('shows an applied code with Remove instead of the input', () => {
    const onRemove = vi.fn();
    render(
      <PromoCodeField
        value="WELCOME20"
        onChange={vi.fn()}
        onApply={vi.fn()}
        onRemove={onRemove}
        applied={{ code: 'WELCOME20', description: '20% off your first test series (up to ₹50)' }}
        pending={false}
        error={null}
      />,
    );
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
