import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { en } from '../i18n/en';
import { usePageSubjectValue } from '../lib/page-title';

export type TitleKey = keyof (typeof en)['app']['titles'];

/** A route's `handle`: the name of its screen in the document title (a key of the catalogue's app.titles). */
export type RouteHandle = { title: TitleKey };

const titleOf = (handle: unknown) => (handle as Partial<RouteHandle> | undefined)?.title;

/**
 * Writes "<screen> · <subject> · MockPrep" into the document title: the screen named by the deepest route with a
 * title (or `screen`, for the error screen), the subject a page named with usePageSubject.
 */
export function useRouteTitle(screen?: TitleKey) {
  const { t } = useTranslation('translation', { keyPrefix: 'app.titles' });
  const matches = useMatches();
  const subject = usePageSubjectValue();
  const key = screen ?? matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  const title = [key && t(key), subject, t('product')].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
