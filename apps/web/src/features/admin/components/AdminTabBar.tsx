import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TABS, type AdminTabId } from '../tabs';

export const tabId = (tab: AdminTabId) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTabId) => `admin-panel-${tab}`;

type Props = { active: AdminTabId; onSelect: (tab: AdminTabId) => void };

/**
 * The tab bar: a tablist with one tab stop (arrows, Home and End move and open), scrolling sideways
 * on phones with the open tab kept in view.
 */
export function AdminTabBar({ active, onSelect }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`#${tabId(active)}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  function onKeyDown(event: KeyboardEvent) {
    const index = ADMIN_TABS.indexOf(active);
    const last = ADMIN_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = ADMIN_TABS[(next + ADMIN_TABS.length) % ADMIN_TABS.length];
    if (!tab) return;
    onSelect(tab);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('admin.adminTabBar.adminSections')}
      onKeyDown={onKeyDown}
      className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
    >
      {ADMIN_TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-600 ${
              selected
                ? 'border-violet-600 text-violet-700'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700'
            }`}
          >
            {t(`admin.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
