import { Button } from './Button';

/** SPEC 2.1: the generic error screen. */
export function ErrorScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">Please try refreshing the page.</p>
      <Button onClick={() => window.location.reload()} className="mt-2">
        Refresh Page
      </Button>
    </main>
  );
}
