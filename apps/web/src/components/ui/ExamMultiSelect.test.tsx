import { act, fireEvent, render, screen } from '@testing-library/react';
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

const openPanel = () => fireEvent.click(screen.getByRole('combobox', { name: /Target exams/ }));

describe('ExamMultiSelect', () => {
  it('blocks a sixth selection once five are chosen', () => {
    render(<Harness />);
    openPanel();
    for (const name of ['JEE Main', 'JEE Advanced', 'NEET', 'SSC CGL', 'IBPS PO']) {
      fireEvent.click(screen.getByRole('option', { name }));
    }
    expect(screen.getByText('/ 5 max').parentElement?.textContent).toBe('5 selected / 5 max');

    const sixth = screen.getByRole('option', { name: 'UPSC CSE' });
    expect(sixth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sixth);
    expect(sixth.getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(5);
  });

  it('filters the exams by the search text and says when nothing matches', () => {
    render(<Harness />);
    openPanel();
    const search = screen.getByPlaceholderText('Search exams...');

    fireEvent.change(search, { target: { value: 'jee' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['JEE Main', 'JEE Advanced']);

    fireEvent.change(search, { target: { value: 'gate' } });
    for (const exam of EXAMS) expect(screen.queryByRole('option', { name: exam.name })).toBeNull();
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

  it('closes on Escape and keeps the focus in its search box', () => {
    render(<Harness />);
    act(() => screen.getByRole('combobox', { name: /Target exams/ }).focus());
    openPanel();
    const search = screen.getByPlaceholderText('Search exams...');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByPlaceholderText('Search exams...')).toBeNull();
    const combobox = screen.getByRole('combobox', { name: /Target exams/ });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox);
  });

  it('removes a chosen exam from the keyboard: Delete on its chip', () => {
    render(<Harness initial={['exam-0', 'exam-2']} />);
    const chip = screen.getByRole('row', { name: 'JEE Main' });
    act(() => chip.focus());
    fireEvent.keyDown(chip, { key: 'Delete' });
    expect(screen.queryByRole('row', { name: 'JEE Main' })).toBeNull();
    expect(screen.getByRole('row', { name: 'NEET' })).toBeTruthy();
  });
});
