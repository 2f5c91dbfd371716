import type { AttemptQuestion } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderRoute, testUser } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { attemptQuestion } from '../test/attempt-fixtures';
import { LanguageToggle } from './LanguageToggle';
import { QuestionCard } from './QuestionCard';

const bilingual = attemptQuestion({
  _id: 'q1',
  questionText: 'What is 15% of 240?',
  options: ['32', '36', '40', '48'],
  hi: { questionText: '240 का 15% कितना है?', options: ['32', '36', '40', '48 रुपये'] },
  subject: 'Maths',
  level: 'medium',
});
const englishOnly = attemptQuestion({
  _id: 'q2',
  questionText: 'Select the synonym of CANDID.',
  options: ['Frank', 'Secretive', 'Rude', 'Clever'],
  subject: 'Maths',
});

function renderCard(question: AttemptQuestion, onAnswer = vi.fn()) {
  renderRoute(
    <>
      <LanguageToggle compact />
      <QuestionCard
        question={question}
        testSubject="Maths"
        number={1}
        total={2}
        answer={null}
        marked={false}
        locked={false}
        refusal={null}
        onAnswer={onAnswer}
      />
    </>,
    { user: testUser },
  );
  return onAnswer;
}

const group = () => screen.getByRole('radiogroup');
const options = () =>
  within(group())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const questionText = () => document.getElementById(group().getAttribute('aria-labelledby') ?? '');

describe('QuestionCard languages', () => {
  // Choosing a language also keeps it on the account.
  beforeEach(() => {
    stubApi({ 'PUT /auth/language': [testUser] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    return setLanguage('en');
  });

  it('shows the Hindi text and options, marked lang="hi", in the same order, once Hindi is chosen', async () => {
    const onAnswer = renderCard(bilingual);
    expect(questionText()?.textContent).toBe('What is 15% of 240?');
    expect(questionText()?.getAttribute('lang')).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByText('240 का 15% कितना है?')).toBeTruthy();
    expect(questionText()?.getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('heading', { name: 'प्रश्न 1 / 2' })).toBeTruthy();
    expect(screen.getByText('मध्यम')).toBeTruthy();
    expect(options()).toEqual(['A32', 'B36', 'C40', 'D48 रुपये']);
    expect(within(group()).getByText('40').closest('[lang]')?.getAttribute('lang')).toBe('hi');

    fireEvent.click(within(group()).getAllByRole('radio')[2] as HTMLElement);
    expect(onAnswer).toHaveBeenCalledWith(2);
  });

  it('falls back to English, marked lang="en", for a question without Hindi while the screen is Hindi', async () => {
    renderCard(englishOnly);
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'प्रश्न 1 / 2' })).toBeTruthy();
    expect(questionText()?.textContent).toBe('Select the synonym of CANDID.');
    expect(questionText()?.getAttribute('lang')).toBe('en');
    expect(options()).toEqual(['AFrank', 'BSecretive', 'CRude', 'DClever']);
    expect(within(group()).getByText('Frank').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('opens in Hindi for a student who chose it before', async () => {
    localStorage.setItem(`language:${testUser._id}`, 'hi');
    renderCard(bilingual);
    expect(await screen.findByText('240 का 15% कितना है?')).toBeTruthy();
  });
});

describe('QuestionCard images', () => {
  const FIGURE = `/media/${'c'.repeat(64)}.png`;
  const OPTION_B = `/media/${'d'.repeat(64)}.webp`;

  it('shows the question figure and an option figure, named for what they belong to, loaded lazily', () => {
    renderCard(attemptQuestion({ _id: 'q3', image: FIGURE, optionImages: [null, OPTION_B, null, null] }));
    const figure = screen.getByRole('img', { name: 'Figure for question 1' });
    expect(figure.getAttribute('src')).toBe(FIGURE);
    expect(figure.getAttribute('loading')).toBe('lazy');
    expect(figure.getAttribute('decoding')).toBe('async');

    const images = within(group()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Figure for option B']);
    expect(images[0]?.getAttribute('src')).toBe(OPTION_B);
    expect(images[0]?.closest('label')?.textContent).toBe('BB');
  });

  it('shows no figure for a question without images', () => {
    renderCard(englishOnly);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
