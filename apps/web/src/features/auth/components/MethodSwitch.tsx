import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';

export type AuthMethod = 'password' | 'otp';

const METHODS: readonly AuthMethod[] = ['password', 'otp'];

type Props = { label: string; value: AuthMethod; onChange: (method: AuthMethod) => void };

/** The Password / OTP switch of login and signup (radios, not tabs: React Aria's tabs cost /login about 30 KB). */
export function MethodSwitch({ label, value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'auth.methodSwitch' });
  return (
    <SegmentedControl
      legend={label}
      options={METHODS}
      labelOf={(method) => t(method)}
      value={value}
      onChange={onChange}
      className="mb-6"
    />
  );
}
