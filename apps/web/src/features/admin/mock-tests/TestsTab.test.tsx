import type { AdminQuestion, TargetExam, Test } from '@mockprep/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { TestsTab } from './TestsTab';

const test = (n: number, fields: Partial<Test> = {}): Test => ({
  _id: `0190a5f2-0000-7000-8000-0000000004${n.toString().padStart(2, '0')}`,
  title: `SSC Mock ${n}`,
  subject: 'General Studies',
  examType: 'SSC',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 60,
  questionCount: 40 + n,
  targetExams: [],
  targetExam: null,
  isActive: true,
  hasAccess: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const firstPage = { entries: [test(3), test(2)], nextCursor: test(2)._id, total: 3 };

describe('TestsTab', () => {
  it('shows the server’s total, loads the next page, and sends the search and filters to the server', async () => {
    const calls = stubAdminApi({
      'GET /admin/tests?limit=50': firstPage,
      [`GET /admin/tests?limit=50&cursor=${test(2)._id}`]: { entries: [test(1)], nextCursor: null, total: 3 },
      'GET /admin/tests?limit=50&type=Paid': {
        entries: [test(2, { type: 'Paid', price: 49 })],
        nextCursor: null,
        total: 1,
      },
      'GET /admin/tests?limit=50&search=mock+2&type=Paid': {
        entries: [test(2, { type: 'Paid', price: 49 })],
        nextCursor: null,
        total: 1,
      },
    });
    renderRoute(<TestsTab />, { user: adminUser });
    expect(await screen.findByText('Showing 2 of 3 tests')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 tests')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const card = screen.getByRole('article', { name: 'SSC Mock 3' });
    expect(within(card).getByText('Questions', { selector: 'dt' }).nextElementSibling?.textContent).toBe('43');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Filter by type'), { target: { value: 'Paid' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests by title' }), {
      target: { value: ' mock 2 ' },
    });
    expect(await screen.findByText('Showing 1 of 1 tests')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/admin/tests?limit=50&search=mock+2&type=Paid'));
    expect(calls.map((call) => call.path)).not.toContain('/admin/tests?limit=50&search=mock+2');
  });

  it('tells when no test matches the search', async () => {
    stubAdminApi({
      'GET /admin/tests?limit=50': firstPage,
      'GET /admin/tests?limit=50&search=zzz': { entries: [], nextCursor: null, total: 0 },
    });
    renderRoute(<TestsTab />, { user: adminUser });
    await screen.findByText('Showing 2 of 3 tests');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests by title' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No tests match the search and filters.')).toBeDefined();
  });

  describe('a JSON file of questions in the test form', () => {
    const exam: TargetExam = {
      _id: '0190a5f2-0000-7000-8000-0000000000e1',
      name: 'SSC CGL',
      description: null,
      sequence: 1,
      isActive: true,
    };
    const good = {
      questionText: 'Capital of Rajasthan?',
      options: ['Jaipur', 'Ajmer'],
      correctOption: 0,
      subject: 'GK',
      level: 'easy',
    };
    // One bad question with three problems: it is one question skipped, not three.
    const bad = { questionText: '', options: ['only one'], subject: 'GK', level: 'extreme' };
    const created: AdminQuestion = {
      ...good,
      _id: '0190a5f2-0000-7000-8000-0000000000a9',
      type: 'single',
      correctOptions: [0],
      answer: null,
      hi: null,
      image: null,
      optionImages: [],
      explanation: null,
      level: 'easy',
      createdAt: '2026-01-01T00:00:00.000Z',
    };

    async function openForm() {
      const calls = stubAdminApi({
        'GET /admin/tests?limit=50': firstPage,
        'GET /admin/target-exams': [exam],
        'GET /admin/questions?limit=50': { entries: [], nextCursor: null, total: 0 },
        'POST /admin/questions/bulk': { questions: [created], successful: 1, failed: 0, errors: [] },
        'POST /admin/tests': test(9),
      });
      renderRoute(<TestsTab />, { user: adminUser });
      await screen.findByText('Showing 2 of 3 tests');
      fireEvent.click(screen.getAllByRole('button', { name: 'Add New Test' })[0] as HTMLElement);
      const form = screen.getByRole('dialog', { name: 'Add New Test' });
      const file = new File([JSON.stringify([good, bad])], 'gk.json', { type: 'application/json' });
      const input = form.querySelector('input[type="file"]') as HTMLInputElement;
      await act(async () => fireEvent.change(input, { target: { files: [file] } }));
      return { calls, form };
    }

    const writes = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method !== 'GET');

    it('previews the valid questions and counts the skipped ones, writing nothing; cancelling leaves the bank alone', async () => {
      const { calls, form } = await openForm();
      expect(await within(form).findByText('Successfully parsed 1 questions from JSON file')).toBeDefined();
      expect(within(form).getByRole('list', { name: 'Questions in the file' }).textContent).toContain(
        'Capital of Rajasthan?',
      );
      expect(within(form).getByText('1 question skipped')).toBeDefined();

      fireEvent.keyDown(within(form).getByLabelText('Title'), { key: 'Escape' });
      fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
      expect(screen.queryByRole('dialog', { name: 'Add New Test' })).toBeNull();
      expect(writes(calls)).toEqual([]);
    });

    it('creates the questions when the test is saved, adds them to it and says so in one toast', async () => {
      const { calls, form } = await openForm();
      await within(form).findByText('Successfully parsed 1 questions from JSON file');
      for (const [label, value] of [
        ['Title', 'GK Quiz'],
        ['Subject', 'GK'],
        ['Exam type', 'SSC'],
      ] as const) {
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      }
      fireEvent.click(within(form).getByRole('combobox', { name: /Target exams/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'SSC CGL' }));
      fireEvent.keyDown(within(form).getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });
      fireEvent.keyDown(screen.getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });
      await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create Test' })));

      expect(await screen.findByText('Test created with 1 question!')).toBeDefined();
      expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /admin/questions/bulk',
        'POST /admin/tests',
      ]);
      expect(writes(calls)[0]?.body).toEqual({
        questions: [expect.objectContaining({ questionText: 'Capital of Rajasthan?' })],
      });
      expect(writes(calls)[1]?.body).toMatchObject({ title: 'GK Quiz', questions: [created._id] });
      await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
    });
  });
});
