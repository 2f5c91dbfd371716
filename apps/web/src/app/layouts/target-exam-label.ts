import type { User } from '@mockprep/contract';
import type { TFunction } from 'i18next';

/** The first target exam, "+N" for the others; shown under the name in the top bar and its account menu. */
export function targetExamLabel(user: User, t: TFunction): string {
  const [firstExam, ...otherExams] = user.targetExams;
  return firstExam
    ? `${firstExam.name}${otherExams.length ? ` +${otherExams.length}` : ''}`
    : t('app.userMenu.noTargetExam');
}
