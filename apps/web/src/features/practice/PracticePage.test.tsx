import type { PracticeFeedback, PracticeNext, PracticeOptions, PracticeProgress } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { PracticePage } from './PracticePage';

const progress = (answered: number, correct: number): PracticeProgress => ({
  answered,
  correct,
  accuracy: answered ? Math.round((correct / answered) * 10000) / 100 : 0,
  bySubject: answered ? [{ subject: 'Quantitative Aptitude', answered, correct }] : [],
});

const options: PracticeOptions = {
  subjects: [
    { subject: 'General Awareness', questions: 4 },
    { subject: 'Quantitative Aptitude', questions: 6 },
  ],
  levels: ['easy', 'medium', 'hard'],
  mistakes: 2,
  progress: progress(0, 0),
};

const question = (n: number): PracticeNext => ({
  question: {
    _id: `0190a5f2-0000-7000-8000-00000000010${n}`,
    questionText: `Question ${n}: what is 2 + ${n}?`,
    options: ['3', '4', '5', '6'],
    type: 'single',
    hi: null,
    image: null,
    optionImages: [],
    subject: 'Quantitative Aptitude',
    level: 'easy',
  },
});

const feedback = (isCorrect: boolean, answered: number, correct: number): PracticeFeedback => ({
  isCorrect,
  correctOption: 2,
  explanation: '2 + 3 = 5, so the answer is 5.',
  progress: progress(answered, correct),
});

const statValue = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe('PracticePage', () => {
  it('checks an answer, shows the verdict, the right option and the explanation, then moves on', async () => {
    const calls = stubApi({
      'GET /practice': [options],
      'GET /practice/next?mode=all': [question(3), question(4)],
      'POST /practice/answer': [feedback(false, 1, 0), feedback(true, 2, 1)],
    });
    renderRoute(<PracticePage />, { user: testUser, path: '/practice' });

    const first = await screen.findByRole('group', { name: 'Question 3: what is 2 + 3?' });
    const check = screen.getByRole('button', { name: 'Check Answer' });
    expect(check).toHaveProperty('disabled', true);

    fireEvent.click(within(first).getByRole('radio', { name: /B\.\s*4/ }));
    fireEvent.click(check);

    const verdict = await screen.findByRole('status');
    expect(verdict.textContent).toContain('Incorrect');
    expect(verdict.textContent).toContain('The right answer is C: 5');
    expect(verdict.textContent).toContain('2 + 3 = 5, so the answer is 5.');
    expect(within(first).getByText('Right answer').closest('label')?.textContent).toContain('5');
    expect(within(first).getByText('Your answer').closest('label')?.textContent).toContain('4');
    expect(calls).toContain(
      `POST /practice/answer ${JSON.stringify({ question: question(3).question?._id, selectedOption: 1 })}`,
    );
    expect(statValue('This session')).toBe('0/1');
    expect(statValue('Session accuracy')).toBe('0%');

    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    const second = await screen.findByRole('group', { name: 'Question 4: what is 2 + 4?' });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(second).getByRole('radio', { name: /C\.\s*5/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check Answer' }));

    expect((await screen.findByRole('status')).textContent).toContain('Correct!');
    expect(statValue('This session')).toBe('1/2');
    expect(statValue('Session accuracy')).toBe('50%');
    const saved = screen.getByRole('region', { name: 'All-time practice' });
    expect(within(saved).getByText('Answered').nextElementSibling?.textContent).toBe('2');
    expect(within(saved).getByText('Accuracy').nextElementSibling?.textContent).toBe('50%');
  });

  it('asks for the chosen subject, level and mistakes mode, and says so when nothing matches', async () => {
    const calls = stubApi({
      'GET /practice': [options],
      'GET /practice/next?mode=all': [question(3)],
      'GET /practice/next?mode=all&subject=General+Awareness': [question(5)],
      'GET /practice/next?mode=mistakes&subject=General+Awareness&level=hard': [{ question: null }],
    });
    renderRoute(<PracticePage />, { user: testUser, path: '/practice' });

    fireEvent.click(await screen.findByRole('radio', { name: 'General Awareness (4)' }));
    await screen.findByRole('group', { name: 'Question 5: what is 2 + 5?' });
    fireEvent.click(screen.getByRole('radio', { name: 'Hard' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Practice my mistakes (2)' }));

    expect(await screen.findByText('No mistakes to practise here')).toBeTruthy();
    expect(calls).toContain('GET /practice/next?mode=mistakes&subject=General+Awareness&level=hard');
  });
});
