import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { AuditLogTab } from './audit-log/AuditLogTab';
import { AdminTabs } from './components/AdminTabs';
import { DashboardTab } from './dashboard/DashboardTab';
import { TestsTab } from './mock-tests/TestsTab';
import { PaymentsTab } from './payments/PaymentsTab';
import { PromoCodesTab } from './promo-codes/PromoCodesTab';
import { QuestionsTab } from './questions/QuestionsTab';
import { SupportTab } from './support/SupportTab';
import { type AdminTabId, useAdminTab } from './tabs';
import { TargetExamsTab } from './target-exams/TargetExamsTab';
import { UsersTab } from './users/UsersTab';

/** SPEC 2.13 Admin Panel: the tab bar and the open tab, which fetches only what it shows (issue 19). */
export function AdminPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.adminPage' });
  const [active, open] = useAdminTab();

  const panels: Record<AdminTabId, ReactNode> = {
    dashboard: <DashboardTab onOpenTab={open} />,
    users: <UsersTab />,
    tests: <TestsTab />,
    questions: <QuestionsTab />,
    payments: <PaymentsTab />,
    'target-exams': <TargetExamsTab />,
    'promo-codes': <PromoCodesTab />,
    support: <SupportTab />,
    'audit-log': <AuditLogTab />,
  };

  return (
    <>
      <PageHeader title={t('adminPanel')} subtitle={t('manageUsersTestsQuestionsPayments')} />
      <AdminTabs active={active} onSelect={open}>
        {panels[active]}
      </AdminTabs>
    </>
  );
}
