import { type AuditEntry, formatDateTime } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields an edit changed, when both sides are single records. */
function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

const short = (value: unknown) => (value === undefined ? '-' : JSON.stringify(value));

/** Each changed field with its old and new value, the readable part of an edit. */
function ChangeList({ fields, before, after }: { fields: string[]; before: unknown; after: unknown }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.auditLog' });
  if (!isRecord(before) || !isRecord(after) || fields.length === 0) return null;
  return (
    <dl
      aria-label={t('changes')}
      className="grid gap-1 rounded-lg border border-violet-100 bg-violet-50 p-3 text-xs md:col-span-2"
    >
      {fields.map((field) => (
        <div key={field} className="min-w-0 break-words">
          <dt className="inline font-semibold text-slate-700">{field}: </dt>
          <dd className="inline text-slate-700">
            <del className="text-rose-700">{short(before[field])}</del> →{' '}
            <ins className="text-emerald-700 no-underline">{short(after[field])}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-bold tracking-wide text-slate-500 uppercase">{title}</h4>
      <pre className="mt-1 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** One admin action: when (IST), who, what and which record; the record before and after behind a disclosure. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.auditLog' });
  const titleId = useId();
  const changed = changedFields(entry.before, entry.after);
  const hasSnapshots = [entry.before, entry.after, entry.details].some((v) => v !== null && v !== undefined);
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {t(`actions.${entry.action}`, { defaultValue: entry.action })}
        </h3>
        <time dateTime={entry.createdAt} className="text-xs text-slate-500">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('by', { name: entry.actor.name })}
        {entry.actor.mobile && <span className="text-slate-500"> ({entry.actor.mobile})</span>}
      </p>
      <p className="mt-1 text-xs break-all text-slate-500">
        {entry.entityId ? t('record', { id: entry.entityId }) : t('bulkRecord')}
      </p>
      {changed.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">{t('changed', { fields: changed.join(', ') })}</p>
      )}
      {hasSnapshots && (
        <details className="mt-3 group">
          <summary className="cursor-pointer rounded text-sm font-semibold text-violet-700 focus-visible:outline-2 focus-visible:outline-violet-600">
            {t('showDetails')}
          </summary>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <ChangeList fields={changed} before={entry.before} after={entry.after} />
            <JsonBlock title={t('before')} value={entry.before} />
            <JsonBlock title={t('after')} value={entry.after} />
            <JsonBlock title={t('details')} value={entry.details} />
          </div>
        </details>
      )}
    </article>
  );
}
