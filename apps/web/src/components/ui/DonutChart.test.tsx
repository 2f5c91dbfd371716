import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart, donutArcs } from './DonutChart';

describe('donutArcs', () => {
  it('splits the 628 ring in proportion and starts each arc where the previous one ends', () => {
    expect(donutArcs([5, 3, 2])).toEqual([
      { length: 314, offset: 0 },
      { length: 188.4, offset: -314 },
      { length: 125.6, offset: -502.4 },
    ]);
  });

  it('draws nothing when every value is zero', () => {
    expect(donutArcs([0, 0, 0]).map((arc) => arc.length)).toEqual([0, 0, 0]);
  });

  it('gives one non-zero value the whole ring', () => {
    expect(donutArcs([0, 7, 0])).toEqual([
      { length: 0, offset: 0 },
      { length: 628, offset: 0 },
      { length: 0, offset: -628 },
    ]);
  });
});

describe('DonutChart', () => {
  it('is an image named by its label, drawing one arc per non-zero segment', () => {
    const { container } = render(
      <DonutChart
        label="Correct 4, Incorrect 0, Unanswered 1"
        segments={[
          { label: 'Correct', value: 4, stroke: 'stroke-emerald-500' },
          { label: 'Incorrect', value: 0, stroke: 'stroke-rose-500' },
          { label: 'Unanswered', value: 1, stroke: 'stroke-slate-400' },
        ]}
      >
        <span>80%</span>
      </DonutChart>,
    );
    expect(screen.getByRole('img', { name: 'Correct 4, Incorrect 0, Unanswered 1' })).toBeTruthy();
    const arcs = [...container.querySelectorAll('circle[stroke-dasharray]')];
    expect(arcs.map((arc) => arc.getAttribute('stroke-dasharray'))).toEqual(['502.4 125.6', '125.6 502.4']);
    expect(screen.getByText('80%')).toBeTruthy();
  });
});
