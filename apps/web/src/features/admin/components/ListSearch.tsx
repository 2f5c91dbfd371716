import { Search } from 'lucide-react';

type Props = { id: string; label: string; placeholder: string; value: string; onChange: (text: string) => void };

/** The search box of an admin list (the list debounces what is typed and sends it to the server). */
export function ListSearch({ id, label, placeholder, value, onChange }: Props) {
  return (
    <search className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="block w-full rounded-xl border border-slate-200 bg-white py-2.5 pr-3 pl-10 text-sm text-slate-900 shadow-sm placeholder:text-muted focus:border-violet-500 focus:ring-2 focus:ring-violet-200 focus:outline-none"
      />
    </search>
  );
}
