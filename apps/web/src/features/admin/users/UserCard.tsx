import { shortId, type User } from '@mockprep/contract';
import { Globe, GraduationCap, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';

type Props = {
  user: User;
  isMe: boolean;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onPassword: () => void;
  onDelete: () => void;
};

/** SPEC 2.13: one user with their details, badges, a selection checkbox and the actions. */
export function UserCard({ user, isMe, selected, onToggle, onEdit, onPassword, onDelete }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.users.userCard' });
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-2xl border bg-white p-4 shadow-sm transition-colors ${selected ? 'border-violet-400 ring-1 ring-violet-300' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          disabled={isMe}
          onChange={onToggle}
          aria-label={t('select', { name: user.name })}
          title={isMe ? t('youCannotDeleteYourOwn') : undefined}
          className="mt-2 size-6 shrink-0 accent-violet-600"
        />
        <Avatar name={user.name} photo={user.photo} size="md" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold text-slate-900">
            {user.name}
            {isMe && <span className="font-normal text-slate-500"> {t('you')}</span>}
          </h3>
          <p className="font-mono text-xs text-slate-500">{t('id', { id: shortId(user._id) })}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone={user.role === 'admin' ? 'violet' : 'amber'}>{user.role}</Badge>
            <Badge tone={user.isBlocked ? 'red' : 'green'}>{user.isBlocked ? t('blocked') : t('active')}</Badge>
          </div>
        </div>
      </div>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex items-center gap-2 text-slate-700">
          <dt>
            <Phone className="size-4 text-muted" />
            <span className="sr-only">{t('mobile')}</span>
          </dt>
          <dd className="tabular-nums">{user.mobile ?? '—'}</dd>
        </div>
        {user.email && (
          <div className="flex min-w-0 items-center gap-2 text-slate-700">
            <dt>
              <Globe className="size-4 text-muted" />
              <span className="sr-only">{t('email')}</span>
            </dt>
            <dd className="truncate">{user.email}</dd>
          </div>
        )}
        <div className="flex min-w-0 items-center gap-2 text-slate-700">
          <dt>
            <GraduationCap className="size-4 text-muted" />
            <span className="sr-only">{t('targetExams')}</span>
          </dt>
          <dd className="truncate">{user.targetExams.map((exam) => exam.name).join(', ') || t('notSet')}</dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-3 gap-2">
        <Button variant="secondary" onClick={onEdit} aria-describedby={nameId} className="px-2 py-2">
          {t('edit')}
        </Button>
        <Button variant="secondary" onClick={onPassword} aria-describedby={nameId} className="px-2 py-2">
          {t('password')}
        </Button>
        <Button variant="dangerOutline" onClick={onDelete} aria-describedby={nameId} className="px-2 py-2">
          {t('delete')}
        </Button>
      </div>
    </article>
  );
}
