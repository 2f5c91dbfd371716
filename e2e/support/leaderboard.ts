import type {
  AttemptQuestion,
  AttemptQuestions,
  AttemptResult,
  AttemptSession,
  LeaderboardEntry,
} from '@mockprep/contract';
import type { Locator } from 'playwright-core';
import { callApi, type Student } from './students';

/** Starts the test as `student`, picks `choose(question)` (an option index, or null to skip) for each question and submits. */
export async function submitChoosing(
  student: Student,
  testId: string,
  choose: (question: AttemptQuestion, index: number) => number | null,
): Promise<AttemptResult> {
  const session = await callApi<AttemptSession>(student.token, 'POST', '/attempts', { test: testId });
  const { questions } = await callApi<AttemptQuestions>(student.token, 'GET', `/attempts/${session._id}/questions`);
  const answers = questions.map((question, index) => ({
    question: question._id,
    selectedOption: choose(question, index),
  }));
  return callApi<AttemptResult>(student.token, 'POST', `/attempts/${session._id}/submit`, { answers });
}

/** The text of each question's correct option, from a submitted result's answer review. */
export const correctOptionTexts = (result: AttemptResult) =>
  new Map(result.answers.map(({ question }) => [question._id, question.options[question.correctOption]]));

/** What a leaderboard row shows: the rank (medal rows carry "Rank n" for screen readers), the score and the (You) tag. */
export type ShownRow = { text: string; rank: number; score: number; mine: boolean };

export async function shownRows(rows: Locator): Promise<ShownRow[]> {
  return (await rows.allTextContents()).map((text) => ({
    text,
    rank: Number(/Rank (\d+)|#(\d+)/.exec(text)?.slice(1).find(Boolean)),
    // Negative scores (negative marking) show a true minus sign: "Score −11.11%".
    score: Number(/Score ([−-]?\d+(?:\.\d+)?)%/.exec(text)?.[1]?.replace('−', '-')),
    mine: text.includes('(You)'),
  }));
}

/** The rows a student should see for the API's entries, in order. */
export const expectedRows = (entries: LeaderboardEntry[]) =>
  entries.map((entry) => ({ rank: entry.rank, score: entry.score, mine: entry.isMe }));
