import type { SupportRequest } from '@mockprep/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { SupportTab } from './SupportTab';

const request = (n: number, overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  _id: `0190a5f2-0000-7000-8000-00000000020${n}`,
  name: `Student ${n}`,
  contact: `student${n}@example.com`,
  topic: 'Payments and refunds',
  message: `Message number ${n} about a locked test.`,
  status: 'open',
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  ...overrides,
});

describe('SupportTab', () => {
  it('lists requests newest first with name, contact, topic, message, date and status', async () => {
    stubAdminApi({
      'GET /admin/support-requests': [request(1, { status: 'resolved' }), request(3), request(2)],
    });
    renderRoute(<SupportTab />, { user: adminUser, path: '/admin' });

    const list = await screen.findByRole('list', { name: 'Support requests' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Student 3',
      'Student 2',
      'Student 1',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('student3@example.com')).toBeTruthy();
    expect(within(first).getByText('Payments and refunds')).toBeTruthy();
    expect(within(first).getByText('Message number 3 about a locked test.')).toBeTruthy();
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(within(first).getByText('3 Nov 2026, 3:30 pm')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Resolved')).toBeTruthy();
    expect(screen.getByText('3 total, 2 open')).toBeTruthy();
  });

  it('says so when no student has written yet', async () => {
    stubAdminApi({ 'GET /admin/support-requests': [] });
    renderRoute(<SupportTab />, { user: adminUser, path: '/admin' });
    expect(await screen.findByText('No support requests yet')).toBeTruthy();
  });
});
