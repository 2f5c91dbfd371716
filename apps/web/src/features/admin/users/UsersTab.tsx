import { formatCount, selectToDelete, type User } from '@mockprep/contract';
import { CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminTargetExams, useAdminUsers } from '../api';
import { ExportButton } from '../components/ExportButton';
import { SelectionBar } from '../components/SelectionBar';
import { useSelection } from '../components/use-selection';
import { useBulkDeleteUsers, useDeleteUser, useSetUserPassword, useUpdateUser } from './api';
import { EditUserModal } from './EditUserModal';
import { UserCard } from './UserCard';
import { NO_USER_FILTERS, UserFilters, type UserFilterValues } from './UserFilters';
import { UserPasswordModal } from './UserPasswordModal';

type Dialog = { kind: 'edit' | 'password' | 'delete'; user: User } | { kind: 'bulk-delete' };

/** SPEC 2.13 Users, paged and searched on the server: filters, selection with bulk delete, a card per user. */
export function UsersTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [picked, setPicked] = useState<UserFilterValues>(NO_USER_FILTERS);
  const search = useDebouncedValue(picked.search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = { search, role: picked.role, status: picked.status };
  const users = useAdminUsers(filters);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const { entries, totalText: total = formatCount(entries.length) } = users;

  // The server refuses to delete the signed-in admin, so their own card is never selected.
  const selection = useSelection(entries.filter((user) => user._id !== me._id).map((user) => user._id));

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

  function list() {
    if (users.isPending) {
      return (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-52" label={t('admin.users.usersTab.loadingUsers')} />
        </div>
      );
    }
    if (users.isError && entries.length === 0)
      return <LoadError message={t('admin.loadFailed')} error={users.error} onRetry={() => users.refetch()} />;
    if (entries.length === 0) {
      const filtered = Object.values(filters).some(Boolean);
      return (
        <EmptyState
          icon={CircleUserRound}
          title={filtered ? t('admin.users.usersTab.noUsersFound') : t('admin.users.usersTab.noUsersYet')}
          description={
            filtered
              ? t(search ? 'admin.users.usersTab.noUserMatchesThatName' : 'admin.users.usersTab.noUserMatchesFilters')
              : t('admin.users.usersTab.studentsAppearHereAsSoon')
          }
        />
      );
    }
    return (
      <>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={users.isPlaceholderData || undefined}>
          {entries.map((user) => (
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
        <LoadMore
          summary={t('admin.users.usersTab.showing', { shown: entries.length, total })}
          hasMore={users.hasNextPage}
          pending={users.isFetchingNextPage}
          onMore={() => users.fetchNextPage()}
        />
      </>
    );
  }

  const count = selection.selected.length;
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-title" className="text-lg font-semibold text-slate-900">
          {t('admin.users.usersTab.users')}{' '}
          {users.totalText !== undefined && <span className="font-normal text-slate-500">({users.totalText})</span>}
        </h2>
        <ExportButton path="/admin/exports/users.csv" filters={filters} />
      </div>
      <UserFilters value={picked} onChange={setPicked} />
      <SelectionBar
        noun={t('admin.nouns.users')}
        total={selection.selectable}
        selected={count}
        allSelected={selection.allSelected}
        onToggleAll={selection.toggleAll}
        onDeleteSelected={askBulkDelete}
      />
      {list()}

      {dialog?.kind === 'edit' && (
        <EditUser user={dialog.user} pending={updateUser.isPending} onClose={close} save={updateUser.mutate} />
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

type EditProps = {
  user: User;
  pending: boolean;
  onClose: () => void;
  save: ReturnType<typeof useUpdateUser>['mutate'];
};

/** The edit dialog, which loads the target exams to pick from only when it opens. */
function EditUser({ user, pending, onClose, save }: EditProps) {
  const exams = useAdminTargetExams();
  return (
    <EditUserModal
      user={user}
      exams={exams.data ?? []}
      examsLoading={exams.isPending}
      onSubmit={(body) => save({ id: user._id, body })}
      pending={pending}
      onClose={onClose}
    />
  );
}
