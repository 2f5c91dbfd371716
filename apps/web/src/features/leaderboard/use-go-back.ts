import { useLocation, useNavigate } from 'react-router';

/** Back to the previous screen, or to the test series when the page was opened directly. */
export function useGoBack() {
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';
  return () => (hasHistory ? navigate(-1) : navigate('/tests'));
}
