export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-slate-400">
      <span className="h-px flex-1 bg-slate-200" />
      Or continue with
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
