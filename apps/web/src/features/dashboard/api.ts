import { MSG } from '@mockprep/contract';
import { useMyAttempts } from '../../lib/my-attempts';

export const useDashboardAttempts = () => useMyAttempts(MSG.fail.dashboard);
