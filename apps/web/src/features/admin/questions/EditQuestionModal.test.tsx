import { type AdminQuestion, QUESTION_MSG } from '@mockprep/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditQuestionModal } from './EditQuestionModal';

const single: AdminQuestion = {
  _id: '0190a5f2-0000-7000-8000-0000000000c1',
  questionText: 'Which of these is a prime number?',
  type: 'single',
  options: ['21', '23', '25', '27'],
  correctOption: 1,
  correctOptions: [1],
  answer: null,
  hi: null,
  image: null,
  optionImages: [],
  explanation: null,
  subject: 'Maths',
  level: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function open(question: AdminQuestion = single) {
  const onSubmit = vi.fn();
  render(
    <EditQuestionModal
      question={question}
      subjects={['Maths']}
      pending={false}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  return { onSubmit, save, type };
}

describe('EditQuestionModal', () => {
  it('keeps a single-correct question as it was, with one correct option', () => {
    const { onSubmit, save } = open();
    fireEvent.click(screen.getByLabelText('Option D is correct'));
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'single', correctOption: 3, correctOptions: [3], answer: null, hi: null }),
    );
  });

  it('ticks several correct options of a multiple-correct question, and asks for at least one', () => {
    const { onSubmit, save, type } = open();
    type('Question type', 'multiple');
    expect((screen.getByLabelText('Option B is correct') as HTMLInputElement).type).toBe('checkbox');
    fireEvent.click(screen.getByLabelText('Option B is correct'));
    save();
    expect(screen.getByText(QUESTION_MSG.correctOptions(3))).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Option D is correct'));
    fireEvent.click(screen.getByLabelText('Option A is correct'));
    expect(screen.queryByText(QUESTION_MSG.correctOptions(3))).toBeNull();
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'multiple', options: ['21', '23', '25', '27'], correctOptions: [0, 3] }),
    );
  });

  it('takes a numerical answer or range instead of options', () => {
    const { onSubmit, save, type } = open();
    type('Question type', 'numerical');
    expect(screen.queryByLabelText('Option A')).toBeNull();
    save();
    expect(screen.getByText(QUESTION_MSG.answer)).toBeDefined();

    type('Answer (number)', '9.7');
    save();
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'numerical', options: [], answer: { min: 9.7, max: 9.7 } }),
    );
    type('Up to', '9.9');
    save();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ answer: { min: 9.7, max: 9.9 } }));
  });

  it('sends the Hindi text and options, and asks for the Hindi question text when only options are given', () => {
    const { onSubmit, save, type } = open();
    type('Hindi option A', '२१');
    save();
    expect(screen.getByText('Hindi question text is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Hindi question text', 'इनमें से कौन सी अभाज्य संख्या है?');
    ['२३', '२५', '२७'].forEach((text, i) => {
      type(`Hindi option ${'BCD'[i]}`, text);
    });
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        hi: { questionText: 'इनमें से कौन सी अभाज्य संख्या है?', options: ['२१', '२३', '२५', '२७'], explanation: null },
      }),
    );
  });

  it('previews the LaTeX of the question text with KaTeX', async () => {
    open();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Question', { exact: true }), {
      target: { value: 'Find $x$ if $x^2 = 4$' },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelectorAll('.katex')).toHaveLength(2));
    expect(preview.textContent).toContain('Find');
    expect(preview.textContent).not.toContain('$');
  });
});
