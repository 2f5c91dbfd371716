import { selectToDelete, type User } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast';
import { useAdminTargetExams, useAdminUsers } from '../api';
import { ListSearch } from '../components/ListSearch';
import { SelectionBar } from '../components/SelectionBar';
import { useSelection } from '../components/use-selection';
import { useBulkDeleteUsers, useDeleteUser, useSetUserPassword, useUpdateUser } from './api';
import { EditUserModal } from './EditUserModal';
import { searchUsers } from './search';
import { UserCard } from './UserCard';
import { UserPasswordModal } from './UserPasswordModal';

type Dialog = { kind: 'edit' | 'password' | 'delete'; user: User } | { kind: 'bulk-delete' };

/** SPEC 2.13 Users: search, selection with select-all and bulk delete, and a card per user. */
export function UsersTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const users = useAdminUsers();
  const exams = useAdminTargetExams();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const visible = searchUsers(users.data ?? [], search);
  // The server refuses to delete the signed-in admin, so their own card is never selected.
  const selection = useSelection(visible.filter((user) => user._id !== me._id).map((user) => user._id));

  const updateUser = useUpdateUser(close);
  const deleteUser = useDeleteUser(close);
  const bulkDelete = useBulkDeleteUsers(() => {
    selection.clear();
    close();
  });
  const setPassword = useSetUserPassword(close);

  function askBulkDelete() {
    if (selection.selected.length === 0) toast.error(selectToDelete('users'));
    else setDialog({ kind: 'bulk-delete' });
  }

  if (users.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCards count={6} className="h-52" label={t('admin.users.usersTab.loadingUsers')} />
      </div>
    );
  }
  if (users.isError) return <LoadError message={t('admin.loadFailed')} onRetry={() => users.refetch()} />;

  const count = selection.selected.length;
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <h2 id="users-title" className="text-lg font-semibold text-slate-900">
        {t('admin.users.usersTab.users')} <span className="font-normal text-slate-500">({users.data.length})</span>
      </h2>
      <ListSearch
        id="user-search"
        label={t('admin.users.usersTab.searchUsersByNameOr')}
        placeholder={t('admin.users.usersTab.searchByNameOrMobile')}
        value={search}
        onChange={setSearch}
      />
      <SelectionBar
        noun={t('admin.nouns.users')}
        total={selection.selectable}
        selected={count}
        allSelected={selection.allSelected}
        onToggleAll={selection.toggleAll}
        onDeleteSelected={askBulkDelete}
      />
      {visible.length === 0 ? (
        <EmptyState
          icon="user"
          title={
            users.data.length === 0 ? t('admin.users.usersTab.noUsersYet') : t('admin.users.usersTab.noUsersFound')
          }
          description={
            users.data.length === 0
              ? t('admin.users.usersTab.studentsAppearHereAsSoon')
              : t('admin.users.usersTab.noUserMatchesThatName')
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((user) => (
            <li key={user._id}>
              <UserCard
                user={user}
                isMe={user._id === me._id}
                selected={selection.isSelected(user._id)}
                onToggle={() => selection.toggle(user._id)}
                onEdit={() => setDialog({ kind: 'edit', user })}
                onPassword={() => setDialog({ kind: 'password', user })}
                onDelete={() => setDialog({ kind: 'delete', user })}
              />
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === 'edit' && (
        <EditUserModal
          user={dialog.user}
          exams={exams.data ?? []}
          examsLoading={exams.isPending}
          onSubmit={(body) => updateUser.mutate({ id: dialog.user._id, body })}
          pending={updateUser.isPending}
          onClose={close}
        />
      )}
      {dialog?.kind === 'password' && (
        <UserPasswordModal
          userName={dialog.user.name}
          onSubmit={(newPassword) => setPassword.mutate({ id: dialog.user._id, newPassword })}
          pending={setPassword.isPending}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.users.usersTab.deleteUser')}
          message={t('admin.users.usersTab.areYouSureYouWant', { name: dialog.user.name })}
          confirmLabel={t('admin.users.usersTab.deleteUser')}
          pending={deleteUser.isPending}
          onConfirm={() => deleteUser.mutate(dialog.user._id)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'bulk-delete' && (
        <ConfirmDialog
          title={t('admin.users.usersTab.deleteUsers')}
          message={t('admin.users.usersTab.bulkDeleteMessage', { count })}
          confirmLabel={t('admin.users.usersTab.bulkDeleteLabel', { count })}
          pending={bulkDelete.isPending}
          onConfirm={() => bulkDelete.mutate(selection.selected)}
          onCancel={close}
        />
      )}
    </section>
  );
}
