import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Size = { width: number; height: number };

/** The tallest a figure is shown, in CSS pixels: at reading size, and as the admin's thumbnail. */
const MAX_HEIGHT = { figure: 320, thumbnail: 96 };

/** `size` scaled down to fit under `maxHeight`, its proportions kept (the width still gives way to a narrow screen). */
const fitted = (size: Size, maxHeight: number): Size =>
  size.height <= maxHeight ? size : { width: Math.round((size.width * maxHeight) / size.height), height: maxHeight };

/**
 * The sizes of the images shown so far, by URL: an image's URL names its content, so once one has loaded, every
 * later showing (the next visit to its question, the review) reserves its box before the bytes arrive.
 */
const knownSizes = new Map<string, Size>();

/**
 * `src`: where the image is served (/media/...); `thumbnail`: a small preview (the admin's form) rather than the
 * figure at reading size; then what it belongs to: a question, as the screen names it (its number, or a short id in
 * the Admin Panel), or the option with this letter.
 */
type Props = { src: string; thumbnail?: boolean } & ({ question: number | string } | { option: string });

/** An uploaded figure of a question or of one of its options, named for screen readers by what it belongs to. */
export function QuestionImage({ src, thumbnail = false, ...owner }: Props) {
  const { t } = useTranslation();
  const [, setLoaded] = useState<string>();
  const maxHeight = thumbnail ? MAX_HEIGHT.thumbnail : MAX_HEIGHT.figure;
  const size = knownSizes.get(src);
  const box = size && fitted(size, maxHeight);
  const alt =
    'option' in owner
      ? t('common.figure.option', { letter: owner.option })
      : t('common.figure.question', { number: owner.question });
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={box?.width}
      height={box?.height}
      onLoad={(event) => {
        knownSizes.set(src, { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight });
        setLoaded(src);
      }}
      style={{ maxHeight }}
      className="block h-auto max-w-full rounded-lg border border-slate-200 bg-white object-contain"
    />
  );
}
