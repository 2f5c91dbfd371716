import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import type { PaperQuestion } from '../model/answer';
import type { LocalAttempt } from '../model/local-attempt';
import { AnsweredDot, LOOK, type Status, statusOf } from './Navigator';

/** The submit summary's groups; an answered question marked for review counts as answered (it is evaluated). */
const GROUPS = ['answered', 'notAnswered', 'marked', 'notVisited'] as const;
type Group = (typeof GROUPS)[number];
const GROUP_OF: Record<Status, Group> = {
  answered: 'answered',
  answeredMarked: 'answered',
  notAnswered: 'notAnswered',
  marked: 'marked',
  notVisited: 'notVisited',
};

type Props = {
  /** Section names, in order; one section gets no heading. */
  sections: string[];
  questions: PaperQuestion[];
  state: LocalAttempt;
  submitting: boolean;
  /** Whether the question at this position can be opened (its section is open). */
  reachable: (position: number) => boolean;
  /** Go to the question at this position (the dialog closes). */
  onJump: (position: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * SPEC 2.8, issue 15: the confirmation before a manual submit, listing per section the answered, not answered,
 * marked and not visited questions, each a button to it.
 */
export function SubmitDialog({
  sections,
  questions,
  state,
  submitting,
  reachable,
  onJump,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.submitDialog' });
  const answered = questions.filter((q) => GROUP_OF[statusOf(state, q._id)] === 'answered').length;
  const sectionIndexes = sections.length > 0 ? sections.map((_, index) => index) : [0];
  return (
    <Modal title={t('title')} onClose={submitting ? () => undefined : onCancel}>
      <p className="text-slate-700">{t('areYouSureYouWant', { answered, total: questions.length })}</p>
      <div className="mt-4 space-y-5">
        {sectionIndexes.map((section) => {
          const positions = questions.flatMap((q, position) => (q.section === section ? [position] : []));
          const name = sections.length > 1 ? sections[section] : undefined;
          return (
            <section key={section} aria-label={name ?? t('summary')}>
              {name && <h3 className="mb-2 font-semibold text-slate-900">{name}</h3>}
              <dl className="space-y-2">
                {GROUPS.map((group) => {
                  const inGroup = positions.filter((p) => GROUP_OF[statusOf(state, questions[p]?._id ?? '')] === group);
                  return (
                    <div key={group} className="rounded-lg bg-slate-50 px-3 py-2">
                      <dt className="flex justify-between text-sm text-slate-700">
                        {t(`groups.${group}`)}
                        <span className="font-bold text-slate-900 tabular-nums">{inGroup.length}</span>
                      </dt>
                      {inGroup.length > 0 && (
                        <dd className="mt-2 flex flex-wrap gap-1.5">
                          {inGroup.map((position) => {
                            const status = statusOf(state, questions[position]?._id ?? '');
                            return (
                              <button
                                key={position}
                                type="button"
                                disabled={!reachable(position)}
                                onClick={() => onJump(position)}
                                aria-label={t('goTo', { number: position + 1 })}
                                className={`relative flex size-9 items-center justify-center text-xs font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-not-allowed disabled:opacity-50 ${LOOK[status]}`}
                              >
                                {position + 1}
                                {status === 'answeredMarked' && <AnsweredDot className="-right-0.5 -bottom-0.5" />}
                              </button>
                            );
                          })}
                        </dd>
                      )}
                    </div>
                  );
                })}
              </dl>
            </section>
          );
        })}
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} pending={submitting} pendingText={t('submitting')}>
          {t('confirm')}
        </Button>
      </div>
    </Modal>
  );
}
