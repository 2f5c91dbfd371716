import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadTexts } from '../i18n';

await Promise.all([
  loadTexts('admin'),
  loadTexts('help'),
  loadTexts('profile'),
  loadTexts('results'),
  loadTexts('testTaking'),
  loadTexts('notifications'),
  loadTexts('leaderboard'),
  loadTexts('practice'),
]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
