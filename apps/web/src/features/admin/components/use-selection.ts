import { useState } from 'react';

/**
 * Checkbox selection over a list that can change under it: ids no longer in `ids`
 * (deleted, or hidden by a search) do not count as selected.
 */
export function useSelection(ids: string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = ids.filter((id) => chosen.has(id));
  const allSelected = ids.length > 0 && selected.length === ids.length;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setChosen(allSelected ? new Set() : new Set(ids));
  const clear = () => setChosen(new Set());

  return {
    selected,
    selectable: ids.length,
    isSelected: (id: string) => chosen.has(id),
    allSelected,
    toggle,
    toggleAll,
    clear,
  };
}
