import { i18n } from '../../i18n';
import { useMyAttempts } from '../../lib/my-attempts';

export const useDashboardAttempts = () => useMyAttempts(i18n.t('fail.dashboard'));
