import { QUESTION_FILE_MSG } from '@mockprep/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Field, inputClass } from '../../../components/ui/Field';
import { toast } from '../../../lib/toast';
import { JsonFileButton } from './JsonFileButton';
import { isJsonFile } from './json-array';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** A valid example: shown as the placeholder, and put in the box by "Use Sample". */
  sample?: unknown;
  /** More buttons after "Choose JSON file" and "Use Sample" (a template download). */
  actions?: ReactNode;
  /** Checks the text and shows what it holds: a Preview button, the last one. */
  onPreview?: () => void;
};

/** JSON typed or pasted into a text box, or read from a chosen .json file into it. */
export function JsonSource({ id, label, value, onChange, placeholder, sample, actions, onPreview }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.jsonSource' });
  const sampleText = sample === undefined ? undefined : JSON.stringify(sample, null, 2);

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
          placeholder={placeholder ?? sampleText}
          rows={10}
          spellCheck={false}
          className={`${inputClass} font-mono text-xs leading-5`}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <JsonFileButton onFile={(file) => void choose(file)} />
        {sampleText && (
          <Button variant="secondary" onClick={() => onChange(sampleText)} className="px-3 py-2">
            {t('useSample')}
          </Button>
        )}
        {actions}
        {onPreview && (
          <Button variant="secondary" onClick={onPreview} disabled={!value.trim()} className="px-3 py-2">
            {t('preview')}
          </Button>
        )}
      </div>
    </div>
  );
}
