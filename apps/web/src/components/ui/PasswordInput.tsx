import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './Field';
import { Icon } from './Icon';

type Props = Omit<ComponentProps<'input'>, 'type' | 'className'> & { id: string };

/** A password input with a toggle that shows what was typed; the toggle's pressed state says whether it shows. */
export function PasswordInput(input: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...input} type={shown ? 'text' : 'password'} className={`${inputClass} pr-12`} />
      <button
        type="button"
        aria-label={t('ui.showPassword')}
        aria-pressed={shown}
        aria-controls={input.id}
        onClick={() => setShown((isShown) => !isShown)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-violet-600"
      >
        <Icon name={shown ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}
