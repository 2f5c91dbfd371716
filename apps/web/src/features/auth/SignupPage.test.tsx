import { MSG } from '@mockprep/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute } from '../../test/render';
import { SignupPage } from './SignupPage';

describe('SignupPage', () => {
  it("shows the server's message when it refuses the password", async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: [] } },
      { body: { success: true, data: { googleClientId: null } } },
      { status: 400, body: { success: false, message: MSG.passwordTooCommon } },
    );
    const { auth } = renderRoute(<SignupPage />, { path: '/signup' });

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(MSG.passwordTooCommon)).toBeTruthy();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/student/signup', expect.anything());
    expect(auth.login).not.toHaveBeenCalled();
  });
});
