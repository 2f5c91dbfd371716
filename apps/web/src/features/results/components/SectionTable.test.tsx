import type { SectionResult } from '@mockprep/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionTable } from './SectionTable';

const section = (extra: Partial<SectionResult> & Pick<SectionResult, 'name'>): SectionResult => ({
  marks: 0,
  maxMarks: 0,
  correct: 0,
  partial: 0,
  wrong: 0,
  unanswered: 0,
  total: 0,
  accuracy: 0,
  negativeMarks: 0,
  timeSpent: 0,
  ...extra,
});

const cells = () =>
  screen.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('SectionTable', () => {
  it('shows each section of a +4/−1 test with marks of its maximum, counts, accuracy and time', () => {
    // Physics: 10 questions, 6 right (+24), 2 wrong (−2), 2 blank: 22 of 40, accuracy 6 / 8 = 75 %.
    // Chemistry: 10 questions, 2 right (+8), 3 wrong (−3), 5 blank: 5 of 40, accuracy 2 / 5 = 40 %.
    render(
      <SectionTable
        negativeMarks={5}
        sections={[
          section({
            name: 'Physics',
            marks: 22,
            maxMarks: 40,
            correct: 6,
            wrong: 2,
            unanswered: 2,
            total: 10,
            accuracy: 75,
            negativeMarks: 2,
            timeSpent: 754,
          }),
          section({
            name: 'Chemistry',
            marks: 5,
            maxMarks: 40,
            correct: 2,
            wrong: 3,
            unanswered: 5,
            total: 10,
            accuracy: 40,
            negativeMarks: 3,
            timeSpent: 61,
          }),
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Section-wise Performance' })).toBeTruthy();
    expect(cells()).toEqual([
      ['Section', 'Marks', 'Correct', 'Wrong', 'Unanswered', 'Accuracy', 'Time'],
      ['Physics', '22 / 40', '6', '2', '2', '75%', '12m 34s'],
      ['Chemistry', '5 / 40', '2', '3', '5', '40%', '1m 1s'],
    ]);
    expect(screen.getByText('Negative marks lost: 5')).toBeTruthy();
  });

  it('adds the Partial column when a section has partly right answers, and shows negative marks with a minus', () => {
    // JEE Advanced, +4/−2 with partial marks: one right (+4), one with 2 of 3 options (+2), three wrong (−6): 0.
    // A second section: one wrong (−2), nothing else: −2 of 8.
    render(
      <SectionTable
        negativeMarks={8}
        sections={[
          section({
            name: 'Paper 1',
            marks: 0,
            maxMarks: 20,
            correct: 1,
            partial: 1,
            wrong: 3,
            total: 5,
            accuracy: 20,
            negativeMarks: 6,
            timeSpent: 300,
          }),
          section({
            name: 'Paper 2',
            marks: -2,
            maxMarks: 8,
            wrong: 1,
            unanswered: 1,
            total: 2,
            negativeMarks: 2,
            timeSpent: 0,
          }),
        ]}
      />,
    );
    expect(cells()).toEqual([
      ['Section', 'Marks', 'Correct', 'Partial', 'Wrong', 'Unanswered', 'Accuracy', 'Time'],
      ['Paper 1', '0 / 20', '1', '1', '3', '0', '20%', '5m'],
      ['Paper 2', '\u22122 / 8', '0', '0', '1', '1', '0%', '0s'],
    ]);
    expect(screen.getByText('Negative marks lost: 8')).toBeTruthy();
  });
});
