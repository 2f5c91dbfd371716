import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderRoute, testUser } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { LanguageSwitch } from './LanguageSwitch';

function Probe() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <p>{t('results.sectionTable.title')}</p>
      <p>{t('testTaking.questionActions.saveNext')}</p>
      <p>{t('results.resultsPage.totalTests')}</p>
    </>
  );
}

const pressed = () => screen.getByRole('button', { pressed: true }).textContent;

describe('LanguageSwitch', () => {
  // Choosing a language also keeps it on the account.
  beforeEach(() => {
    stubApi({ 'PUT /auth/language': [testUser] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    return setLanguage('en');
  });

  it('switches the exam screens to Hindi, the lazy test-taking texts too, and remembers it for the student', async () => {
    renderRoute(<Probe />, { user: testUser });
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(pressed()).toBe('English');
    expect(screen.getByText('Section-wise Performance')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByText('खंड-वार प्रदर्शन')).toBeTruthy();
    expect(screen.getByText('सहेजें और अगला')).toBeTruthy();
    expect(screen.getByText('कुल टेस्ट')).toBeTruthy();
    expect(pressed()).toBe('हिन्दी');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(`language:${testUser._id}`)).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Save & Next')).toBeTruthy();
    expect(localStorage.getItem(`language:${testUser._id}`)).toBe('en');
  });

  it("opens in the student's remembered language, and another student on the same phone keeps English", async () => {
    localStorage.setItem(`language:${testUser._id}`, 'hi');
    const first = renderRoute(<Probe />, { user: testUser });
    expect(await screen.findByText('खंड-वार प्रदर्शन')).toBeTruthy();
    first.unmount();

    renderRoute(<Probe />, { user: { ...testUser, _id: '0190a5f2-0000-7000-8000-000000000002' } });
    await waitFor(() => expect(pressed()).toBe('English'));
    expect(screen.getByText('Section-wise Performance')).toBeTruthy();
  });

  it("opens in the language kept on the student's account on a new phone, and keeps a new choice there", async () => {
    const student = { ...testUser, _id: '0190a5f2-0000-7000-8000-000000000003', language: 'hi' as const };
    const calls = stubApi({ 'PUT /auth/language': [{ ...student, language: 'en' }] });
    renderRoute(<Probe />, { user: student });
    expect(await screen.findByText('खंड-वार प्रदर्शन')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Section-wise Performance')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(['PUT /auth/language {"language":"en"}']));
  });
});
