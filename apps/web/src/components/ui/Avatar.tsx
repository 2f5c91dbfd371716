import { initialOf } from '@mockprep/contract';

const SIZES = { sm: 'size-9 text-sm', md: 'size-12 text-lg', lg: 'size-20 text-3xl' } as const;

/**
 * The user's photo, or the initial of their name on a violet disc. The initial is drawn by CSS, as the photo would
 * be: the text of a button holding an avatar stays the words its name contains (WCAG 2.5.3, label in name).
 */
export function Avatar({
  name,
  photo,
  size = 'sm',
}: {
  name: string;
  photo: string | null;
  size?: keyof typeof SIZES;
}) {
  if (photo) return <img src={photo} alt="" className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      data-initial={initialOf(name)}
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-indigo-600 font-bold text-white before:content-[attr(data-initial)]`}
    />
  );
}
