import type { SupportContact } from '@mockprep/contract';
import { type LucideIcon, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function Channel({ icon: Icon, label, href, value }: { icon: LucideIcon; label: string; href: string; value: string }) {
  return (
    <li>
      <a
        href={href}
        className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-600">
          <Icon className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-xs text-slate-500">{label}</span>
          <span className="block truncate text-sm font-semibold text-slate-900">{value}</span>
        </span>
      </a>
    </li>
  );
}

/** How to reach the support team directly. */
export function ContactCard({ contact }: { contact: SupportContact }) {
  const { t } = useTranslation('translation', { keyPrefix: 'help.contactCard' });
  return (
    <ul aria-label={t('contactSupport')} className="grid gap-2">
      <Channel icon={Mail} label={t('emailUs')} href={`mailto:${contact.email}`} value={contact.email} />
      <Channel
        icon={Phone}
        label={t('callUs')}
        href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
        value={contact.phone}
      />
    </ul>
  );
}
