import { useEffect, useRef } from 'react';
import { useGoogleSignIn } from '../api';
import { loadGoogleIdentity } from '../google-identity';

export type GoogleMode = 'signin' | 'signup';

type ButtonProps = { clientId: string; mode: GoogleMode; onUnavailable: () => void };

export function GoogleButton({ clientId, mode, onUnavailable }: ButtonProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { mutate } = useGoogleSignIn();

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

  return <div ref={containerRef} className="flex min-h-11 justify-center" />;
}
