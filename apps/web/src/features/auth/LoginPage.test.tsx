import { otpSendsPerHourMessage } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, TEXT_FIELD, testUser } from '../../test/render';
import { LoginPage } from './LoginPage';

const unconfigured = { body: { success: true, data: { googleClientId: null } } };

describe('LoginPage', () => {
  it('asks for both fields and sends nothing while one is blank', async () => {
    const fetchMock = mockFetch(unconfigured);
    renderRoute(<LoginPage />, { path: '/login' });

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Mobile number and password are required')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/config']);
  });

  it('signs in, stores the session and says so', async () => {
    const fetchMock = mockFetch(unconfigured, {
      body: { success: true, message: 'Login successful!', data: { user: testUser, token: 'tok-1' } },
    });
    const { auth } = renderRoute(<LoginPage />, { path: '/login' });

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: TEXT_FIELD }), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(auth.login).toHaveBeenCalledWith({ user: testUser, token: 'tok-1' });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/login/password',
      expect.objectContaining({ body: JSON.stringify({ mobile: '9876543210', password: 'secret123' }) }),
    );
  });

  it('shows the server message when the login fails', async () => {
    mockFetch(unconfigured, { status: 401, body: { success: false, message: 'Invalid mobile number or password' } });
    renderRoute(<LoginPage />, { path: '/login' });

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: TEXT_FIELD }), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const message = await screen.findByText('Invalid mobile number or password');
    // Under the fields it concerns (the password field points at it), and not toasted a second time.
    expect(message.id).toBe('login-error');
    expect(screen.getByLabelText('Password', { selector: TEXT_FIELD }).getAttribute('aria-describedby')).toBe(
      'login-error',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Invalid mobile number or password')).toHaveLength(1);
  });

  it('shows the password on the toggle, which says whether it is pressed, and hides it again', async () => {
    mockFetch(unconfigured);
    renderRoute(<LoginPage />, { path: '/login' });
    const password = screen.getByLabelText('Password', { selector: TEXT_FIELD }) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(password.type).toBe('password');
  });

  it('says why when a visitor was sent here from a test link, and says nothing otherwise', async () => {
    mockFetch(unconfigured, unconfigured);
    const fromTest = renderRoute(<LoginPage />, {
      path: '/login',
      state: { from: { pathname: '/test/t1' }, notice: 'takeTest' },
    });
    expect(screen.getByRole('status').textContent).toBe('Please login to take this test');
    fromTest.unmount();

    renderRoute(<LoginPage />, { path: '/login', state: { from: { pathname: '/results' } } });
    expect(screen.queryByText('Please login to take this test')).toBeNull();
  });

  it('sends an OTP, then offers Resend only after the countdown, and goes back to the mobile step', async () => {
    mockFetch(unconfigured, {
      body: {
        success: true,
        message: 'OTP sent successfully',
        data: { mobile: '9876543210', resendAfter: 60, expiresIn: 300 },
      },
    });
    renderRoute(<LoginPage />, { path: '/login' });

    fireEvent.click(screen.getByRole('radio', { name: 'OTP' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const resend = await screen.findByRole('button', { name: 'Resend in 60s' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('OTP sent successfully')).toBeTruthy();
    const code = screen.getByLabelText('OTP', { selector: TEXT_FIELD }) as HTMLInputElement;
    expect(code.maxLength).toBe(6);
    expect(code.autocomplete).toBe('one-time-code');

    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter OTP')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Back to mobile number/ }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('shows a refused code under the code field and a failed resend under Resend, not in toasts', async () => {
    const sent = { body: { success: true, data: { mobile: '9876543210', resendAfter: 0, expiresIn: 300 } } };
    mockFetch(
      unconfigured,
      sent,
      { status: 400, body: { success: false, message: 'Invalid or expired OTP' } },
      { status: 503, body: { success: false } },
    );
    renderRoute(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('radio', { name: 'OTP' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    fireEvent.change(await screen.findByLabelText('OTP', { selector: TEXT_FIELD }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const refused = await screen.findByText('Invalid or expired OTP');
    expect(screen.getByLabelText('OTP', { selector: TEXT_FIELD }).getAttribute('aria-describedby')).toBe(refused.id);

    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Invalid or expired OTP')).toHaveLength(1);
    expect(screen.getAllByText('Failed to resend OTP')).toHaveLength(1);
  });

  it('stays on the mobile step when the hourly OTP limit answers, showing its message', async () => {
    const message = otpSendsPerHourMessage(55);
    mockFetch(unconfigured, { status: 429, body: { success: false, message, retryAfter: 3295 } });
    renderRoute(<LoginPage />, { path: '/login' });

    fireEvent.click(screen.getByRole('radio', { name: 'OTP' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(screen.queryByLabelText('OTP', { selector: TEXT_FIELD })).toBeNull();
  });

  it('shows the Google button disabled when Google sign-in is not configured', async () => {
    mockFetch(unconfigured);
    renderRoute(<LoginPage />, { path: '/login' });
    const note = await screen.findByText('Google sign-in is not configured');
    const button = within(note.parentElement as HTMLElement).getByRole('button', { name: 'Sign in with Google' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a Demo mode notice when the server runs the demo profile, and none otherwise', async () => {
    mockFetch({ body: { success: true, data: { googleClientId: null, demoMode: true } } });
    const demo = renderRoute(<LoginPage />, { path: '/login' });
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('Demo mode');
    expect(notice.textContent).toContain('one-time codes go to its log');
    demo.unmount();

    mockFetch({ body: { success: true, data: { googleClientId: null, demoMode: false } } });
    renderRoute(<LoginPage />, { path: '/login' });
    await screen.findByText('Google sign-in is not configured');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
