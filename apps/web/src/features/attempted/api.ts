import { MSG } from '@mockprep/contract';
import { useMyAttempts } from '../../lib/my-attempts';

export const useAttempts = () => useMyAttempts(MSG.fail.results);
