import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { promoCode } from '../fixtures';
import { newPromoValues, promoValues } from './form-values';
import { PromoCodeEditor } from './PromoCodeEditor';

function renderEditor() {
  const onSubmit = vi.fn();
  const values = { ...newPromoValues(new Date('2026-06-01T10:00:00')), validFrom: '' };
  render(
    <PromoCodeEditor
      mode="create"
      values={values}
      tests={[]}
      exams={[]}
      onSubmit={onSubmit}
      pending={false}
      onClose={vi.fn()}
    />,
  );
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
  return { onSubmit, fill, submit };
}

describe('PromoCodeEditor', () => {
  // A device outside India: validity is still typed and shown in IST.
  beforeAll(() => vi.stubEnv('TZ', 'America/New_York'));
  afterAll(() => vi.unstubAllEnvs());

  it('tells what is missing or wrong in SPEC words and sends nothing', async () => {
    const { onSubmit, fill, submit } = renderEditor();
    submit();
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBe(3);
    expect(screen.getByText('Discount value must be greater than 0')).toBeTruthy();

    fill('Code', 'diwali50');
    fill('Description', 'Festive offer');
    fill('Valid from (IST)', '2026-06-01T10:00');
    fill('Discount value (%)', '120');
    submit();
    expect(await screen.findByText('Percentage discount cannot exceed 100%')).toBeTruthy();

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('upper-cases the code, sends blank numbers as undefined and drops the cap of a fixed discount', async () => {
    const { onSubmit, fill, submit } = renderEditor();
    fill('Code', 'diwali50');
    fill('Description', 'Festive offer');
    fill('Valid from (IST)', '2026-06-01T10:00');
    fill('Max discount (₹) (optional)', '30');
    fill('Discount type', 'fixed');
    fill('Discount value (₹)', '50');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toMatchObject({ code: 'DIWALI50', discountType: 'fixed', discountValue: 50, isActive: true });
    expect(body.maxDiscount).toBeUndefined();
    expect(body.minAmount).toBeUndefined();
    expect(body.maxUses).toBeUndefined();
    expect(body.validFrom.toISOString()).toBe('2026-06-01T04:30:00.000Z');
  });

  it('shows a stored validity in IST: 31 Dec 23:59 stays 31 Dec 23:59', () => {
    render(
      <PromoCodeEditor
        mode="edit"
        values={promoValues(promoCode({ validUntil: '2026-12-31T18:29:00.000Z' }))}
        tests={[]}
        exams={[]}
        onSubmit={vi.fn()}
        pending={false}
        onClose={vi.fn()}
      />,
    );
    expect((screen.getByLabelText('Valid until (IST)') as HTMLInputElement).value).toBe('2026-12-31T23:59');
    expect((screen.getByLabelText('Valid from (IST)') as HTMLInputElement).value).toBe('2026-01-01T05:30');
  });
});
