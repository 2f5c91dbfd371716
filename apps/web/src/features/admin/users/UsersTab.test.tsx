import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi, student } from '../fixtures';
import { UsersTab } from './UsersTab';

const users = [adminUser, student(1), student(2, { isBlocked: true, email: 'two@example.com' })];

async function renderUsers() {
  const calls = stubAdminApi({ 'GET /admin/users': users });
  renderRoute(<UsersTab />, { user: adminUser, path: '/admin' });
  await screen.findByRole('article', { name: /Student 1/ });
  return calls;
}

const deletes = (calls: { method: string }[]) => calls.filter((call) => call.method === 'DELETE');

describe('UsersTab', () => {
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

  it('select-all covers only the users the search shows', async () => {
    await renderUsers();
    fireEvent.change(screen.getByLabelText('Search users by name or mobile'), { target: { value: 'student 2' } });
    expect(screen.queryByRole('article', { name: /Student 1/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Select all users/ }));
    expect(screen.getByText('(1 of 1 selected)')).toBeTruthy();
  });
});
