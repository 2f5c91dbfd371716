import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ExamMultiSelect, type ExamOption } from './ExamMultiSelect';

const EXAMS: ExamOption[] = ['JEE Main', 'JEE Advanced', 'NEET', 'SSC CGL', 'IBPS PO', 'UPSC CSE'].map((name, i) => ({
  _id: `exam-${i}`,
  name,
}));

function Harness({ options = EXAMS, initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <ExamMultiSelect label="Target exams" options={options} value={value} onChange={setValue} max={5} />;
}

const openPanel = () => fireEvent.click(screen.getByRole('button', { name: /Target exams/ }));

describe('ExamMultiSelect', () => {
  it('blocks a sixth selection once five are chosen', () => {
    render(<Harness />);
    openPanel();
    for (const name of ['JEE Main', 'JEE Advanced', 'NEET', 'SSC CGL', 'IBPS PO']) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('/ 5 max').parentElement?.textContent).toBe('5 selected / 5 max');

    const sixth = screen.getByRole('checkbox', { name: 'UPSC CSE' }) as HTMLInputElement;
    expect(sixth.disabled).toBe(true);
    fireEvent.click(sixth);
    expect(sixth.checked).toBe(false);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
  });

  it('filters the exams by the search text and says when nothing matches', () => {
    render(<Harness />);
    openPanel();
    const search = screen.getByPlaceholderText('Search exams...');

    fireEvent.change(search, { target: { value: 'jee' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'JEE Main',
      'JEE Advanced',
    ]);

    fireEvent.change(search, { target: { value: 'gate' } });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('No exams found matching your search')).toBeTruthy();
  });

  it('says so when there are no exams at all', () => {
    render(<Harness options={[]} />);
    openPanel();
    expect(screen.getByText('No exams available')).toBeTruthy();
  });

  it('clears all choices and removes one through its chip', () => {
    render(<Harness initial={['exam-0', 'exam-2']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove JEE Main' }));
    expect(screen.queryByRole('button', { name: 'Remove JEE Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove NEET' })).toBeTruthy();

    openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('closes on Escape and gives the focus back to its button', () => {
    render(<Harness />);
    openPanel();
    const search = screen.getByPlaceholderText('Search exams...');
    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByPlaceholderText('Search exams...')).toBeNull();
    const trigger = screen.getByRole('button', { name: /Target exams/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });
});
