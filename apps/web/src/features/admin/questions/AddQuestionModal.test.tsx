import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { AddQuestionModal } from './AddQuestionModal';

function open() {
  const onSubmit = vi.fn();
  renderRoute(<AddQuestionModal subjects={['GK']} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Question', 'Capital of India?');
  ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'].forEach((text, i) => {
    type(`Option ${'ABCD'[i]}`, text);
  });
  type('Subject', 'GK');
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
  return { onSubmit, add };
}

describe('AddQuestionModal', () => {
  it('offers a labelled radio beside each of the four options, in one group', () => {
    open();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Option A is correct',
      'Option B is correct',
      'Option C is correct',
      'Option D is correct',
    ]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(screen.getByRole('group', { name: 'Options (choose the correct one)' })).toBeDefined();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('sends the chosen option as its 0-based index', async () => {
    const { onSubmit, add } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Option B is correct' }));
    expect((screen.getByRole('radio', { name: 'Option B is correct' }) as HTMLInputElement).checked).toBe(true);
    add();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      questionText: 'Capital of India?',
      options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
      correctOption: 1,
      subject: 'GK',
    });
  });

  it('asks to choose the correct option when none is chosen, and sends nothing', async () => {
    const { onSubmit, add } = open();
    add();
    expect(await screen.findByText('Choose the correct option')).toBeDefined();
    expect(
      screen.getByRole('group', { name: 'Options (choose the correct one)' }).getAttribute('aria-describedby'),
    ).toBe('add-question-correct-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
