import { type ReactNode, useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ADMIN_TABS, type AdminTabId } from '../tabs';

type Props = { active: AdminTabId; onSelect: (tab: AdminTabId) => void; children: ReactNode };

const isTab = (key: unknown): key is AdminTabId => ADMIN_TABS.some((tab) => tab === key);

/**
 * React Aria's tabs (one tab stop; arrows, Home and End move and open) above the open tab's panel; the bar scrolls
 * sideways on phones with the open tab kept in view.
 */
export function AdminTabs({ active, onSelect, children }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tab = listRef.current?.children[ADMIN_TABS.indexOf(active)];
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Tabs selectedKey={active} onSelectionChange={(key) => isTab(key) && onSelect(key)}>
      <TabList
        ref={listRef}
        aria-label={t('admin.adminTabBar.adminSections')}
        className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {ADMIN_TABS.map((tab) => (
          <Tab
            key={tab}
            id={tab}
            className={({ isSelected }) =>
              `-mb-px shrink-0 cursor-pointer border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors outline-none data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-violet-600 ${
                isSelected
                  ? 'border-violet-600 text-violet-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700'
              }`
            }
          >
            {t(`admin.tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={active} className="outline-none">
        {children}
      </TabPanel>
    </Tabs>
  );
}
