import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { useGoogleSignIn } from '../api';
import { loadGoogleIdentity } from '../google-identity';

export type GoogleMode = 'signin' | 'signup';

type ButtonProps = { clientId: string; mode: GoogleMode; onUnavailable: () => void };

export function GoogleButton({ clientId, mode, onUnavailable }: ButtonProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const { mutate, error } = useGoogleSignIn();

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((identity) => {
        const container = containerRef.current;
        if (!active || !container) return;
        identity.initialize({ client_id: clientId, callback: ({ credential }) => mutate({ credential }) });
        identity.renderButton(container, {
          theme: 'outline',
          size: 'large',
          text: mode === 'signin' ? 'signin_with' : 'signup_with',
          width: Math.min(400, container.offsetWidth || 320),
        });
      })
      .catch(() => active && onUnavailable());
    return () => {
      active = false;
    };
  }, [clientId, mode, mutate, onUnavailable]);

  return (
    <div className="space-y-2 text-center">
      <div ref={containerRef} className="flex min-h-11 justify-center" />
      <FieldError message={error ? errorMessage(error, t('fail.google')) : undefined} />
    </div>
  );
}
