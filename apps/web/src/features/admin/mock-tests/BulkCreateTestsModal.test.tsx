import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { BulkCreateTestsModal } from './BulkCreateTestsModal';

const tests = [
  { title: 'SSC CGL Mock 1', subject: 'GK', examType: 'SSC', duration: 60, type: 'Free', level: 'easy' },
  { title: ' ', subject: 'Physics', examType: 'JEE', duration: 0, type: 'Paid', price: 0, level: 'expert' },
  { title: 'NEET Biology', subject: 'Biology', examType: 'NEET', duration: 90, type: 'Premium', level: 'hard' },
];

function open() {
  const onCreate = vi.fn();
  renderRoute(<BulkCreateTestsModal pending={false} result={null} onCreate={onCreate} onClose={vi.fn()} />);
  fireEvent.change(screen.getByLabelText('Tests JSON'), { target: { value: JSON.stringify(tests) } });
  return onCreate;
}

describe('BulkCreateTestsModal', () => {
  it("previews the contract's message for each problem of each test and the valid ones", () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const problems = screen.getByRole('alert').textContent;
    for (const message of [
      'Test 2: Title is required',
      'Test 2: Duration must be at least 1 minute',
      'Test 2: Price must be at least ₹1 for paid tests',
      'Test 2: Level must be easy, medium, or hard',
      'Test 3: Type must be Free or Paid',
    ]) {
      expect(problems).toContain(message);
    }
    expect(screen.getByText('1 valid test(s)')).toBeDefined();
    expect(screen.getByText('SSC CGL Mock 1')).toBeDefined();
  });

  it('sends every item, for the server to create the valid ones', () => {
    const onCreate = open();
    fireEvent.click(screen.getByRole('button', { name: 'Create Tests' }));
    expect(onCreate).toHaveBeenCalledWith(tests);
  });

  it('says "Invalid JSON format" for text that is not JSON', () => {
    open();
    fireEvent.change(screen.getByLabelText('Tests JSON'), { target: { value: '[{"title": ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid JSON format');
  });
});
