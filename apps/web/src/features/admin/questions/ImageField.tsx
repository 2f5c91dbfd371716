import { IMAGE_TYPES, MAX_IMAGE_BYTES, MEDIA_MSG } from '@mockprep/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '../../../components/exam/QuestionImage';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { useUploadImage } from './api';

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');

/** A picked file as a data URL, the form the upload takes. */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** What the server would refuse in a picked file, checked before sending it. */
function fileProblem(file: File): string | null {
  if (!(file.type in IMAGE_TYPES)) return MEDIA_MSG.badImage;
  if (file.size > MAX_IMAGE_BYTES) return MEDIA_MSG.tooLarge;
  return null;
}

type Props = {
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Whose image: the question's (named by its short id) or the option's with this letter. */
  owner: { question: string } | { option: string };
  /** Told when an upload starts (true) and ends (false), so the form can wait for it. */
  onUploading: (uploading: boolean) => void;
};

/**
 * "Add image" for a question or one of its options: a PNG, JPEG, WebP or GIF of at most 1 MB, uploaded as soon as it
 * is picked; then its thumbnail with "Remove". A refused or failed upload is said below the button.
 */
export function ImageField({ value, onChange, owner, onUploading }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.imageField' });
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const what = 'option' in owner ? t('option', { letter: owner.option }) : t('question');

  async function pick(file: File) {
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    onUploading(true);
    try {
      onChange(await upload.mutateAsync(await readAsDataUrl(file)));
    } catch (error) {
      setProblem(errorMessage(error, t('uploadFailed')));
    } finally {
      onUploading(false);
    }
  }

  return (
    <div className="space-y-1">
      {value ? (
        <div className="flex items-end gap-3">
          <QuestionImage src={value} thumbnail {...owner} />
          <Button
            variant="secondary"
            onClick={() => onChange(null)}
            aria-label={t('removeImageOf', { what })}
            className="px-3 py-1.5"
          >
            {t('remove')}
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          pending={upload.isPending}
          pendingText={t('uploading')}
          onClick={() => input.current?.click()}
          aria-label={'option' in owner ? t('addImageFor', { what }) : undefined}
          aria-describedby={problem ? errorId : undefined}
          className="px-2 py-1.5"
        >
          {t('addImage')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={t('file', { what })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void pick(file);
        }}
      />
      <FieldError id={errorId} message={problem ?? undefined} />
    </div>
  );
}
