import type { Test } from '@mockprep/contract';

type Props = { titleId: string; test: Pick<Test, 'title' | 'subject' | 'examType'> };

/** A test card's title (labelling the card through `titleId`), then its subject and exam type. */
export function TestCardHeading({ titleId, test }: Props) {
  return (
    <>
      <h3 id={titleId} className="mt-3 text-base font-semibold text-slate-900">
        {test.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {test.subject} <span aria-hidden="true">·</span> {test.examType}
      </p>
    </>
  );
}
