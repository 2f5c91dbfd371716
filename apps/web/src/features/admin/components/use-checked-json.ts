import { useState } from 'react';

/** JSON for a bulk upload and the outcome of its last check, which an edit clears until the next check. */
export function useCheckedJson<Outcome>(checkJson: (text: string) => Outcome) {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Outcome | null>(null);

  function edit(next: string) {
    setText(next);
    setChecked(null);
  }

  /** Checks the text, shows the outcome and returns it. */
  function check() {
    const outcome = checkJson(text);
    setChecked(outcome);
    return outcome;
  }

  return { text, edit, checked, check };
}
