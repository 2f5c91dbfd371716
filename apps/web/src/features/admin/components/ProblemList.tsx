import { useTranslation } from 'react-i18next';

/** Long lists are cut here: an upload of 2,000 items can have thousands of problems. */
const SHOWN = 100;

type Props = { title: string; problems: string[] };

/** The contract's messages for what is wrong with a bulk upload, one per line. */
export function ProblemList({ title, problems }: Props) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const hidden = problems.length - SHOWN;
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
        {problems.slice(0, SHOWN).map((problem) => (
          // Each message names its item ("Question 3: ..."), so no two are the same.
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {hidden > 0 && <p className="mt-2">{t('admin.problemList.andMore', { hidden })}</p>}
    </div>
  );
}

/** One message for input that has no items to check (not JSON, not a list). */
export function ProblemMessage({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm font-semibold text-rose-800">
      {message}
    </p>
  );
}
