import { Bell, CreditCard, Lock, LogOut, type LucideIcon, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type AccountDialog = 'password' | 'notifications' | 'logoutAll' | 'delete';

const ACTIONS: { dialog: AccountDialog; icon: LucideIcon; danger?: boolean }[] = [
  { dialog: 'password', icon: Lock },
  { dialog: 'notifications', icon: Bell },
  { dialog: 'logoutAll', icon: LogOut },
  { dialog: 'delete', icon: Trash2, danger: true },
];

const cardClass =
  'flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors';

/** The cards that open the account dialogs, and the way to payments. */
export function AccountActions({ onOpen }: { onOpen: (dialog: AccountDialog) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.accountActions' });
  return (
    <section aria-label={t('accountSettings')} className="space-y-3">
      {ACTIONS.map((action) => (
        <button
          key={action.dialog}
          type="button"
          onClick={() => onOpen(action.dialog)}
          className={`${cardClass} ${action.danger ? 'hover:border-rose-300 hover:bg-rose-50' : 'hover:border-violet-300 hover:bg-violet-50'}`}
        >
          <ActionIcon icon={action.icon} danger={action.danger} />
          <ActionText
            title={t(`actions.${action.dialog}.title`)}
            description={t(`actions.${action.dialog}.description`)}
            danger={action.danger}
          />
        </button>
      ))}
      <Link to="/payments" className={`${cardClass} hover:border-violet-300 hover:bg-violet-50`}>
        <ActionIcon icon={CreditCard} />
        <ActionText title={t('paymentHistory')} description={t('yourPurchasesAndReceipts')} />
      </Link>
    </section>
  );
}

function ActionIcon({ icon: Icon, danger }: { icon: LucideIcon; danger?: boolean }) {
  return (
    <span
      className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${danger ? 'bg-rose-100 text-rose-600' : 'bg-violet-100 text-violet-700'}`}
    >
      <Icon />
    </span>
  );
}

function ActionText({ title, description, danger }: { title: string; description: string; danger?: boolean }) {
  return (
    <span className="min-w-0">
      <span className={`block font-semibold ${danger ? 'text-rose-700' : 'text-slate-900'}`}>{title}</span>
      <span className="block text-sm text-slate-500">{description}</span>
    </span>
  );
}
