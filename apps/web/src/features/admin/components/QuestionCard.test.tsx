import type { AdminQuestion } from '@mockprep/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionCard } from './QuestionCard';

const question = (options: string[], correctOption: number): AdminQuestion => ({
  _id: '0190a5f2-0000-7000-8000-00000000ab12',
  questionText: 'Which river is known as the Sorrow of Bihar?',
  options,
  type: 'single',
  correctOption,
  correctOptions: [correctOption],
  answer: null,
  hi: null,
  image: null,
  optionImages: [],
  explanation: null,
  subject: 'Geography',
  level: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const show = (q: AdminQuestion) =>
  render(<QuestionCard question={q} selected={false} onToggle={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />);

describe('QuestionCard', () => {
  it('previews the first 3 options, marks the correct one and counts the rest', () => {
    show(question(['Ganga', 'Kosi', 'Son', 'Gandak', 'Ghaghara'], 1));
    expect(screen.getByText('#00ab12')).toBeDefined();
    expect(screen.getByText('5 options')).toBeDefined();
    const shown = screen.getAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual(['A.Ganga', 'B.Kosi✓ Correct', 'C.Son']);
    expect(screen.getByText('and 2 more options')).toBeDefined();
    expect(screen.queryByText('Gandak', { exact: false })).toBeNull();
  });

  it('says nothing more when every option fits, and names a correct option beyond the preview', () => {
    const { unmount } = show(question(['Ganga', 'Kosi', 'Son'], 0));
    expect(screen.queryByText(/more option/)).toBeNull();
    unmount();
    show(question(['Ganga', 'Son', 'Gandak', 'Kosi'], 3));
    expect(screen.getByText(/and 1 more option/).textContent).toBe('and 1 more option (correct: D)');
  });
});
