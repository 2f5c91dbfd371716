import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkUploadTargetExamsModal } from './BulkUploadTargetExamsModal';

function open() {
  const onUpload = vi.fn();
  render(<BulkUploadTargetExamsModal pending={false} result={null} onUpload={onUpload} onClose={vi.fn()} />);
  const type = (text: string) =>
    fireEvent.change(screen.getByLabelText('Target exams JSON'), { target: { value: text } });
  const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
  return { onUpload, type, upload };
}

describe('BulkUploadTargetExamsModal', () => {
  it('previews the contract messages of each bad item and refuses to upload them', () => {
    const { onUpload, type, upload } = open();
    expect(upload.disabled).toBe(true);

    type(
      JSON.stringify([
        { name: 'SSC CGL', sequence: 4 },
        { description: 'no name' },
        { name: 'X' },
        { name: 'GATE', sequence: -1 },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please fix validation errors');
    expect(alert.textContent).toContain('Target exam 2: Name is required');
    expect(alert.textContent).toContain('Target exam 3: Name must be at least 2 characters');
    expect(alert.textContent).toContain('Target exam 4: Sequence must be a non-negative integer');

    fireEvent.click(upload);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('tells JSON that is not a list apart from JSON that does not parse', () => {
    const { type } = open();
    type('{"name": "NDA"}');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('Data must be an array of target exams');
    type('[{"name": ');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid JSON format');
  });

  it('offers the 3-exam sample, previews it and uploads it', () => {
    const { onUpload, upload } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Use Sample' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('3 target exam(s) ready to upload')).toBeDefined();
    fireEvent.click(upload);
    expect(onUpload).toHaveBeenCalledOnce();
    expect(onUpload.mock.calls[0]?.[0].map((exam: { sequence: number }) => exam.sequence)).toEqual([1, 2, 3]);
  });
});
