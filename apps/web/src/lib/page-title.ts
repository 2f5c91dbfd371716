import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the open screen is about (a test's title, say): the document title names it between the screen and the
 * product, "Results · JEE Main Physics · MockPrep". The screen's own name comes from its route (app/router.tsx).
 */
let subject: string | undefined;
const listeners = new Set<() => void>();

const setSubject = (next: string | undefined) => {
  subject = next;
  for (const listener of listeners) listener();
};

/** Names `title` in the document title while the calling screen shows it. */
export function usePageSubject(title: string | undefined) {
  useEffect(() => {
    setSubject(title);
    return () => setSubject(undefined);
  }, [title]);
}

/** The subject the open screen named, for the one place that writes the document title. */
export const usePageSubjectValue = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => subject,
  );
