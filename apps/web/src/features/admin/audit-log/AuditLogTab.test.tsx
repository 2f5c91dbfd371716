import type { AuditEntry, AuditLogPage } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { AuditLogTab } from './AuditLogTab';

const entry = (n: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `0190a5f2-0000-7000-8000-00000000030${n}`,
  actor: { _id: adminUser._id, name: 'Asha Admin', mobile: '9876543210' },
  action: 'user.update',
  entityType: 'user',
  entityId: `0190a5f2-0000-7000-8000-00000000040${n}`,
  before: { name: 'Ravi', isBlocked: false },
  after: { name: 'Ravi Kumar', isBlocked: false },
  details: null,
  createdAt: '2026-11-03T10:00:00.000Z',
  ...fields,
});
const page = (entries: AuditEntry[], nextCursor: string | null = null): AuditLogPage => ({ entries, nextCursor });

describe('AuditLogTab', () => {
  it('lists who did what to which record and when (IST), shows before and after, and loads more', async () => {
    const calls = stubAdminApi({
      'GET /admin/audit-log?limit=50': page(
        [entry(2), entry(1, { action: 'question.bulk-upload', entityId: null, before: null, details: { count: 2 } })],
        entry(1)._id,
      ),
      [`GET /admin/audit-log?limit=50&cursor=${entry(1)._id}`]: page([
        entry(0, { action: 'promo-code.delete', before: { code: 'DIWALI' }, after: null }),
      ]),
    });
    renderRoute(<AuditLogTab />, { user: adminUser, path: '/admin' });

    const list = await screen.findByRole('list', { name: 'Audit log' });
    const [edit, upload] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(edit).getByRole('heading', { level: 3 }).textContent).toBe('User edited');
    expect(within(edit).getByText('By Asha Admin')).toBeTruthy();
    expect(within(edit).getByText(`Record ${entry(2).entityId}`)).toBeTruthy();
    expect(within(edit).getByText('3 Nov 2026, 3:30 pm')).toBeTruthy();
    expect(within(edit).getByText('Changed: name')).toBeTruthy();
    expect(within(upload).getByRole('heading', { level: 3 }).textContent).toBe('Questions bulk uploaded');
    expect(within(upload).getByText('Several records')).toBeTruthy();

    const disclosure = within(edit).getByText('Show before and after');
    expect(disclosure.tagName).toBe('SUMMARY');
    fireEvent.click(disclosure);
    expect(disclosure.closest('details')?.open).toBe(true);
    expect(within(edit).getByRole('definition').textContent).toBe('"Ravi" → "Ravi Kumar"');
    expect(within(edit).getByText('Before').nextElementSibling?.textContent).toContain('"name": "Ravi"');
    expect(within(edit).getByText('After').nextElementSibling?.textContent).toContain('"name": "Ravi Kumar"');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Promo code deleted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/admin/audit-log'))).toHaveLength(2);
  });

  it('asks the server for the chosen record type, admin and IST days, and says when nothing matches', async () => {
    const byType = 'GET /admin/audit-log?limit=50&entityType=promo-code';
    const byAdmin = `${byType}&actorId=${adminUser._id}`;
    const filtered = `${byAdmin}&from=2026-11-01T00%3A00%3A00.000%2B05%3A30`;
    const calls = stubAdminApi({
      'GET /admin/users?limit=100&role=admin': { entries: [adminUser], nextCursor: null, total: 1 },
      'GET /admin/audit-log?limit=50': page([entry(1)]),
      [byType]: page([entry(1, { action: 'promo-code.update' })]),
      [byAdmin]: page([entry(1, { action: 'promo-code.update' })]),
      [filtered]: page([]),
    });
    renderRoute(<AuditLogTab />, { user: adminUser, path: '/admin' });
    await screen.findByText('User edited');

    fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'promo-code' } });
    expect(
      within(screen.getByLabelText('Action'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All actions', 'Promo code created', 'Promo code edited', 'Promo code deleted']);
    fireEvent.change(await screen.findByLabelText('Admin'), { target: { value: adminUser._id } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });

    expect(await screen.findByText('No admin actions match these filters')).toBeTruthy();
    expect(calls.some((c) => `GET ${c.path}` === filtered)).toBe(true);
  });

  it('shows the server’s reason and a retry when the log cannot load', async () => {
    stubAdminApi({}, ['GET /admin/audit-log?limit=50']);
    renderRoute(<AuditLogTab />, { user: adminUser, path: '/admin' });
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
