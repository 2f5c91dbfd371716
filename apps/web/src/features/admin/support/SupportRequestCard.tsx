import { formatDateTime, type SupportRequest } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';

/** One student's request: who, how to reply, the topic, their words, when and whether it is resolved. */
export function SupportRequestCard({ request }: { request: SupportRequest }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.support.supportRequestCard' });
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {request.name}
          </h3>
          <p className="text-sm break-all text-slate-600">{request.contact || t('noContactGiven')}</p>
        </div>
        <Badge tone={request.status === 'open' ? 'amber' : 'green'}>
          {request.status === 'open' ? t('open') : t('resolved')}
        </Badge>
      </div>
      <p className="mt-3 text-xs font-bold tracking-wide text-violet-700 uppercase">{request.topic}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{request.message}</p>
      <p className="mt-3 text-xs text-slate-500">
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
      </p>
    </article>
  );
}
