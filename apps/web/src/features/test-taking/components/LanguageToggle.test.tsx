import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderRoute, testUser } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { LanguageToggle } from './LanguageToggle';

const pressed = () => screen.getByRole('button', { pressed: true }).getAttribute('lang');

describe('LanguageToggle', () => {
  // Choosing a language also keeps it on the account.
  beforeEach(() => {
    stubApi({ 'PUT /auth/language': [testUser] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    return setLanguage('en');
  });

  it('is a group named "Language" of two pressable languages, "EN" and "हिं" on a phone', () => {
    renderRoute(<LanguageToggle compact />, { user: testUser });
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const hindi = within(group).getByRole('button', { name: 'हिन्दी' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(hindi.getAttribute('aria-pressed')).toBe('false');
    expect(english.textContent).toBe('ENEnglish');
    expect(hindi.textContent).toBe('हिंहिन्दी');
    expect(hindi.getAttribute('lang')).toBe('hi');
  });

  it('switches the texts to Hindi and is remembered for the student across a remount', async () => {
    const first = renderRoute(<LanguageToggle compact />, { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(pressed()).toBe('hi');
    expect(localStorage.getItem(`language:${testUser._id}`)).toBe('hi');
    first.unmount();
    await setLanguage('en');

    renderRoute(<LanguageToggle />, { user: testUser });
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(pressed()).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeTruthy();
    expect(localStorage.getItem(`language:${testUser._id}`)).toBe('en');
  });

  it('is named by the heading it is given', () => {
    renderRoute(
      <section>
        <h2 id="language-heading">Language of the test</h2>
        <LanguageToggle labelledBy="language-heading" />
      </section>,
      { user: testUser },
    );
    expect(screen.getByRole('group', { name: 'Language of the test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).textContent).toBe('English');
  });
});
