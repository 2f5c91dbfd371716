import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumericAnswer } from './NumericAnswer';

const answers: (number | null)[] = [];

function Question({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <p id="text">What is the speed in m/s?</p>
      <NumericAnswer
        labelledBy="text"
        value={value}
        disabled={false}
        onChange={(next) => {
          answers.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Clear Response
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'What is the speed in m/s?' }) as HTMLInputElement;
const key = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('NumericAnswer', () => {
  it('enters a number with the keypad, the minus key and backspace, answering with the number it stands for', () => {
    answers.length = 0;
    render(<Question />);
    for (const name of ['1', '2', 'Decimal point', '5', 'Minus sign', '7', 'Backspace']) key(name);
    expect(field().value).toBe('-12.5');
    // "12." is still 12: the point alone changes no answer.
    expect(answers).toEqual([1, 12, 12.5, -12.5, -12.57, -12.5]);
  });

  it('takes typing, and ignores characters a number cannot have', () => {
    answers.length = 0;
    render(<Question />);
    fireEvent.change(field(), { target: { value: '-0.75' } });
    fireEvent.change(field(), { target: { value: '-0.75e' } });
    expect(field().value).toBe('-0.75');
    expect(answers).toEqual([-0.75]);
  });

  it('shows the saved answer and empties when the answer is cleared elsewhere', () => {
    render(<Question initial={42} />);
    expect(field().value).toBe('42');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(field().value).toBe('');
  });
});
