import { initialOf } from '@mockprep/contract';

const SIZES = { sm: 'size-9 text-sm', md: 'size-12 text-lg', lg: 'size-20 text-3xl' } as const;

/** The user's photo, or the initial of their name on a violet disc. */
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
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-indigo-600 font-bold text-white`}
    >
      {initialOf(name)}
    </span>
  );
}
