import type { AdminUserPage } from '@mockprep/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newQueryClient, renderRoute } from '../../../test/render';
import { prefetchAdminTab } from '../api';
import { adminUser, stubAdminApi, student } from '../fixtures';
import { UsersTab } from './UsersTab';

const users = [adminUser, student(1), student(2, { isBlocked: true, email: 'two@example.com' })];
const page = (entries = users, nextCursor: string | null = null, total = entries.length): AdminUserPage => ({
  entries,
  nextCursor,
  total,
});

async function renderUsers(answers: Record<string, unknown> = {}) {
  const calls = stubAdminApi({ 'GET /admin/users?limit=50': page(), ...answers });
  renderRoute(<UsersTab />, { user: adminUser, path: '/admin' });
  await screen.findByRole('article', { name: /Student 1/ });
  return calls;
}

const deletes = (calls: { method: string }[]) => calls.filter((call) => call.method === 'DELETE');

describe('UsersTab', () => {
  it('opens on the first page its route started loading beside its code: read once', async () => {
    const calls = stubAdminApi({ 'GET /admin/users?limit=50': page() });
    const client = newQueryClient();
    prefetchAdminTab(client, new URL('http://localhost/admin?tab=users'));
    await waitFor(() => expect(calls).toHaveLength(1));
    renderRoute(<UsersTab />, { user: adminUser, path: '/admin', client });
    expect(await screen.findByRole('article', { name: /Student 1/ })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/admin/users?limit=50']);
  });

  it('shows each user with short id, badges and "Not set" for no target exam', async () => {
    await renderUsers();
    const blocked = screen.getByRole('article', { name: /Student 2/ });
    expect(within(blocked).getByText('Blocked')).toBeTruthy();
    expect(within(blocked).getByText('two@example.com')).toBeTruthy();
    expect(within(blocked).getByText('Not set')).toBeTruthy();
    expect(within(blocked).getByText(`ID: ${users[2]?._id.slice(-6)}`)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /Student 1/ })).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /Demo Admin/ })).getByText('admin')).toBeTruthy();
  });

  it('shows the server total and loads the next page after the last id', async () => {
    const calls = await renderUsers({
      'GET /admin/users?limit=50': page(users, users[2]?._id ?? null, 4),
      [`GET /admin/users?limit=50&cursor=${users[2]?._id}`]: page([student(3)], null, 4),
    });
    expect(screen.getByText('Showing 3 of 4 users')).toBeTruthy();
    expect(screen.getByText('(4)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: /Student 3/ })).toBeTruthy();
    expect(screen.getByText('Showing 4 of 4 users')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/admin/users'))).toHaveLength(2);
  });

  it('sends the search, once typing settles, and the filters to the server', async () => {
    const calls = await renderUsers({
      'GET /admin/users?limit=50&search=student+2': page([users[2] ?? adminUser]),
      'GET /admin/users?limit=50&search=student+2&status=blocked': page([users[2] ?? adminUser]),
    });
    fireEvent.change(screen.getByLabelText('Search users by name or mobile'), { target: { value: 'stu' } });
    fireEvent.change(screen.getByLabelText('Search users by name or mobile'), { target: { value: 'student 2' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: /Student 1/ })).toBeNull());
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'blocked' } });
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/admin/users?limit=50&search=student+2&status=blocked'),
    );
    expect(calls.map((c) => c.path)).not.toContain('/admin/users?limit=50&search=stu');
  });

  it('shows a search that stopped counting as "1,000+", and a whole count in Indian groups', async () => {
    const many = { ...page(users, users[2]?._id ?? null, 1000), totalCapped: true as const };
    await renderUsers({
      'GET /admin/users?limit=50': page(users, users[2]?._id ?? null, 123456),
      'GET /admin/users?limit=50&search=student': many,
    });
    expect(screen.getByText('Showing 3 of 1,23,456 users')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search users by name or mobile'), { target: { value: 'student' } });
    expect(await screen.findByText('Showing 3 of 1,000+ users')).toBeTruthy();
    expect(screen.getByText('(1,000+)')).toBeTruthy();
  });

  it('bulk delete with nothing selected only says what to do', async () => {
    const calls = await renderUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText('Please select users to delete')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes(calls)).toEqual([]);
  });

  it('select-all chooses every listed user but the signed-in admin, and bulk delete sends them after confirmation', async () => {
    const calls = await renderUsers();
    const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
    expect(box('Demo Admin').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Select all users/ }));
    expect([box('Demo Admin').checked, box('Student 1').checked, box('Student 2').checked]).toEqual([
      false,
      true,
      true,
    ]);
    expect(screen.getByText('(2 of 2 selected)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Users' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(deletes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 Users' }));
    await waitFor(() => expect(deletes(calls)).toHaveLength(1));
    expect(deletes(calls)[0]).toMatchObject({
      path: '/admin/users/bulk',
      body: { userIds: [users[1]?._id, users[2]?._id] },
    });
  });
});
