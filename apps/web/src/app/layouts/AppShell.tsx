import { SIDEBAR_COLLAPSE_WIDTH } from '@mockprep/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const loadDrawer = () => import('./MobileDrawer');
/** The phone's drawer (React Aria's modal) loads once the menu button is pointed at, focused or pressed. */
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));

/** SPEC 2.4: sidebar (a drawer on phones, auto-collapsed under 1024 px) and top bar around the page. */
export function AppShell() {
  const narrow = useMediaQuery(`(max-width: ${SIDEBAR_COLLAPSE_WIDTH - 1}px)`);
  const [collapsed, setCollapsed] = useState(narrow);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const loadingPage = useNavigation().state === 'loading';
  const { t } = useTranslation();

  useEffect(() => setCollapsed(narrow), [narrow]);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-3 font-semibold text-violet-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((isCollapsed) => !isCollapsed)} />
      {drawerOpen && (
        <Suspense>
          <MobileDrawer onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {loadingPage && (
          <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-violet-500" role="progressbar" />
        )}
        <TopBar drawerOpen={drawerOpen} onPrepareDrawer={loadDrawer} onOpenDrawer={() => setDrawerOpen(true)} />
        <main
          id="main"
          tabIndex={-1}
          className="outline-none mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
