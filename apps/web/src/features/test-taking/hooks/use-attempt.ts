import type { AttemptQuestions, AttemptSession } from '@mockprep/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { saveAnswers } from '../api';
import { AttemptStore } from '../model/attempt-store';
import { Autosaver } from '../model/autosaver';
import {
  answersPayload,
  type LocalAttempt,
  mergeWithServer,
  pruneLocalAttempts,
  readLocalAttempt,
} from '../model/local-attempt';
import { sectionPhase } from '../model/sections';
import { clockSample, ServerClock, type Timed } from '../model/server-clock';
import { useLatest } from './use-latest';

type Loaded = { session: Timed<AttemptSession>; questions: Timed<AttemptQuestions> };

function createAttempt({ session, questions }: Loaded, onTimeUp: () => void) {
  const attemptId = questions.data._id;
  const clock = new ServerClock(clockSample(session.data.serverNow, session.sentAt, session.receivedAt));
  clock.observe(questions.data.serverNow, questions.sentAt, questions.receivedAt);
  pruneLocalAttempts(Date.now() + clock.offset);
  const store = new AttemptStore(mergeWithServer(readLocalAttempt(attemptId), questions.data));
  const { sections } = questions.data;
  const open = (index: number) => {
    const section = sections[index];
    return !section || sectionPhase(section, Date.now() + clock.offset) === 'open';
  };
  const payload = (state: LocalAttempt) => answersPayload(state, questions.data.questions, open);
  const autosaver = new Autosaver({
    store,
    payload,
    save: async (body) => {
      const reply = await saveAnswers(attemptId, body);
      clock.observe(reply.data.serverNow, reply.sentAt, reply.receivedAt);
      return reply.data;
    },
    isOnline: () => navigator.onLine,
    onTimeUp,
  });
  return { clock, store, autosaver, payload: () => payload(store.getState()) };
}

/**
 * The running attempt: state merged from this browser and the server, persisted on every change, and kept
 * in sync with the server by autosave (replayed when the connection returns or the page is being hidden).
 */
export function useAttempt(loaded: Loaded, onTimeUp: () => void) {
  const latestOnTimeUp = useLatest(onTimeUp);
  const [{ clock, store, autosaver, payload }] = useState(() => createAttempt(loaded, () => latestOnTimeUp.current()));

  useEffect(() => {
    autosaver.start();
    const onConnection = () => autosaver.connectionChanged();
    const onHide = () => {
      if (document.visibilityState === 'hidden') autosaver.saveNow();
    };
    const onStorage = (event: StorageEvent) => store.noteOtherTab(event.key, event.newValue);
    window.addEventListener('online', onConnection);
    window.addEventListener('offline', onConnection);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('storage', onStorage);
    return () => {
      autosaver.leave();
      window.removeEventListener('online', onConnection);
      window.removeEventListener('offline', onConnection);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('storage', onStorage);
    };
  }, [autosaver, store]);

  const state = useSyncExternalStore(store.subscribe, store.getState);
  const saveStatus = useSyncExternalStore(autosaver.subscribe, autosaver.getStatus);
  return { clock, store, autosaver, payload, state, saveStatus };
}
