import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../../test/render';
import { ContactForm } from './ContactForm';

const THANKS = 'Thanks! Our team will get back to you within 24 hours.';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  it('shows the contract messages for a missing topic and a short message, and sends nothing', async () => {
    const fetchMock = mockFetch();
    renderRoute(<ContactForm />, { user: testUser });

    fill('Message', 'Help me');
    expect(screen.getByText('7/2000')).toBeTruthy();
    send();

    expect(await screen.findByText('Please choose a topic')).toBeTruthy();
    expect(screen.getByText('Please describe the problem in at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts a valid request, toasts the server's message and empties the form", async () => {
    const fetchMock = mockFetch({ status: 201, body: { success: true, message: THANKS, data: {} } });
    renderRoute(<ContactForm />, { user: testUser });

    fill('Topic', 'Payments and refunds');
    fill('Message', '  My payment went through but the test is locked.  ');
    send();

    expect(await screen.findByText(THANKS)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/support-requests');
    expect(JSON.parse(String(init?.body))).toEqual({
      topic: 'Payments and refunds',
      message: 'My payment went through but the test is locked.',
    });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('0/2000')).toBeTruthy();
  });
});
