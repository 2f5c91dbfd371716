import type { AttemptSummary } from '@mockprep/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { ResultsPage } from './ResultsPage';

const attempt = (id: string, title: string, score: number, submittedAt: string): AttemptSummary => ({
  _id: id,
  test: { _id: `test-${id}`, title, subject: 'General Awareness', examType: 'SSC', duration: 30, deleted: false },
  status: 'submitted',
  score,
  accuracy: score,
  correctCount: 1,
  incorrectCount: 1,
  unansweredCount: 0,
  totalQuestions: 2,
  timeTaken: 65,
  rank: null,
  isCounted: false,
  createdAt: submittedAt,
  submittedAt,
  updatedAt: submittedAt,
});

const titles = () => screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

describe('ResultsPage', () => {
  it('shows the stats, searches by title and sorts by best score', async () => {
    mockFetch({
      body: {
        success: true,
        data: [
          attempt('a', 'Daily Quiz', 50, '2026-03-05T10:00:00Z'),
          attempt('b', 'SSC CGL Reasoning', 85, '2026-03-04T10:00:00Z'),
          attempt('c', 'SSC CGL Quant', 70.5, '2026-03-03T10:00:00Z'),
        ],
      },
    });
    renderRoute(<ResultsPage />, { user: testUser, path: '/results' });

    expect(await screen.findByText('Daily Quiz')).toBeTruthy();
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('69%');
    expect(screen.getByText('Best Score').nextElementSibling?.textContent).toBe('85%');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'best' } });
    expect(titles()).toEqual(['SSC CGL Reasoning', 'SSC CGL Quant', 'Daily Quiz']);

    fireEvent.change(screen.getByPlaceholderText('Search tests...'), { target: { value: 'cgl QUANT' } });
    expect(titles()).toEqual(['SSC CGL Quant']);
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/result/c');

    fireEvent.change(screen.getByPlaceholderText('Search tests...'), { target: { value: 'chemistry' } });
    expect(screen.getByText('No tests match your search')).toBeTruthy();
  });

  it('invites a new student to take a first test', async () => {
    mockFetch({ body: { success: true, data: [] } });
    renderRoute(<ResultsPage />, { user: testUser, path: '/results' });

    expect(await screen.findByText('No results yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take your first test!' }).getAttribute('href')).toBe('/tests');
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('0%');
  });
});
