import { QUESTION_FILE_MSG } from '@mockprep/contract';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Field, inputClass } from '../../../components/Field';
import { JsonFileButton } from './JsonFileButton';
import { isJsonFile } from './jsonArray';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** More buttons beside "Choose JSON file" (a sample, a template download). */
  actions?: ReactNode;
};

/** JSON typed or pasted into a text box, or read from a chosen .json file into it. */
export function JsonSource({ id, label, value, onChange, placeholder, actions }: Props) {
  async function choose(file: File) {
    if (!isJsonFile(file)) {
      toast.error(QUESTION_FILE_MSG.notJsonFile);
      return;
    }
    onChange(await file.text());
  }

  return (
    <div className="space-y-3">
      <Field id={id} label={label}>
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          rows={10}
          spellCheck={false}
          className={`${inputClass} font-mono text-xs leading-5`}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <JsonFileButton onFile={(file) => void choose(file)} />
        {actions}
      </div>
    </div>
  );
}
