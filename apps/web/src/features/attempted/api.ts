import { i18n } from '../../i18n';
import { useMyAttempts } from '../../lib/my-attempts';

export const useAttempts = () => useMyAttempts(i18n.t('fail.results'));
