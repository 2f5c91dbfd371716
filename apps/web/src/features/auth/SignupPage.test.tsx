import { MSG } from '@mockprep/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, TEXT_FIELD } from '../../test/render';
import { SignupPage } from './SignupPage';

const fill = (withPassword = true) => {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  if (withPassword) {
    fireEvent.change(screen.getByLabelText('Password', { selector: TEXT_FIELD }), { target: { value: 'Password1' } });
  }
};
/** The page's first reads, in the order it makes them: the sign-in config, then the target exams. */
const loads = [{ body: { success: true, data: { googleClientId: null } } }, { body: { success: true, data: [] } }];
/** The text of the error a field's input points at. */
const errorOf = (label: string) =>
  document.getElementById(
    screen.getByLabelText(label, { exact: true, selector: TEXT_FIELD }).getAttribute('aria-describedby') ?? '',
  )?.textContent;

describe('SignupPage', () => {
  it("shows the server's refusal of the password under the password field", async () => {
    const errors = [{ path: 'password', message: MSG.passwordTooCommon }];
    const fetchMock = mockFetch(...loads, {
      status: 400,
      body: { success: false, message: MSG.passwordTooCommon, errors },
    });
    const { auth } = renderRoute(<SignupPage />, { path: '/signup' });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(errorOf('Password')).toBe(MSG.passwordTooCommon));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/student/signup', expect.anything());
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('shows a taken mobile number under the mobile field and moves the focus there, for either method', async () => {
    const taken = {
      status: 409,
      body: { success: false, message: MSG.mobileTaken, errors: [{ path: 'mobile', message: MSG.mobileTaken }] },
    };
    mockFetch(...loads, taken, taken);
    renderRoute(<SignupPage />, { path: '/signup' });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Mobile number')).toBe(MSG.mobileTaken));
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));

    fireEvent.click(screen.getByRole('radio', { name: 'OTP' }));
    fill(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(errorOf('Mobile number')).toBe(MSG.mobileTaken));
    expect(screen.getAllByText(MSG.mobileTaken)).toHaveLength(1);
  });

  it('shows a failure that names no field under the form', async () => {
    mockFetch(...loads, { status: 500, body: { success: false } });
    renderRoute(<SignupPage />, { path: '/signup' });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create account');
  });
});
