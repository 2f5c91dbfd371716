import type { ComponentProps } from 'react';
import { Spinner } from './Spinner';

const VARIANTS = {
  primary: 'bg-violet-600 text-white hover:bg-violet-700 disabled:bg-violet-400',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-rose-600 text-white hover:bg-rose-700 disabled:bg-rose-300',
  /** A delete beside other actions of a row or card: red, but not loud. */
  dangerOutline: 'border border-rose-300 bg-white text-rose-700 hover:bg-rose-50 disabled:text-slate-400',
  ghost: 'text-violet-700 hover:bg-violet-50 disabled:text-slate-400',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The button look, for links that act as buttons. */
export const buttonClasses = (variant: ButtonVariant = 'primary') =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-not-allowed ${VARIANTS[variant]}`;

type Props = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows a spinner with `pendingText` ("Signing in..."). */
  pending?: boolean;
  pendingText?: string;
};

export function Button({
  variant = 'primary',
  pending = false,
  pendingText,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: Props) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`${buttonClasses(variant)} ${className}`}
      {...rest}
    >
      {pending && <Spinner className="size-4" />}
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
