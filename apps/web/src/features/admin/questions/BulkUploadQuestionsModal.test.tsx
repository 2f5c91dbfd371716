import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { BulkUploadQuestionsModal } from './BulkUploadQuestionsModal';

const items = [
  {
    questionText: 'What is 12 × 12?',
    options: ['124', '144', '154', '164'],
    correctOption: 1,
    subject: 'Maths',
    level: 'easy',
  },
  { questionText: '', options: ['Only one'], correctOption: 3, subject: ' ', level: 'tough' },
];

function open() {
  const onUpload = vi.fn();
  const onClose = vi.fn();
  renderRoute(
    <BulkUploadQuestionsModal pending={false} progress={null} result={null} onUpload={onUpload} onClose={onClose} />,
  );
  const type = (value: string) => fireEvent.change(screen.getByLabelText('Questions JSON'), { target: { value } });
  return { onUpload, onClose, type };
}

describe('BulkUploadQuestionsModal', () => {
  it('closes at once while empty, and asks before discarding typed JSON', () => {
    const { onClose, type } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();

    type(JSON.stringify(items));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("previews the contract's messages for each bad question and counts the valid ones", () => {
    const { type } = open();
    type(JSON.stringify(items));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const problems = screen.getByRole('alert').textContent;
    for (const message of [
      'Question 2: Question text is required',
      'Question 2: At least 2 options are required',
      'Question 2: Correct option must be a valid index (0-0)',
      'Question 2: Subject is required',
      'Question 2: Level must be easy, medium, or hard',
    ]) {
      expect(problems).toContain(message);
    }
    expect(screen.getByText('1 valid question(s)')).toBeDefined();
  });

  it('asks for data first, then for an array, before sending anything', async () => {
    const { onUpload, type } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Questions' }));
    await waitFor(() => expect(screen.getAllByText('Please enter question data first.').length).toBeGreaterThan(0));
    type('{ not json');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid JSON format. Please check your data structure.');
    type('{"questionText": "Not in a list"}');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid JSON format. Expected an array of questions.');
    expect(onUpload).not.toHaveBeenCalled();

    type(JSON.stringify(items));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Questions' }));
    expect(onUpload).toHaveBeenCalledWith(items);
  });
});
