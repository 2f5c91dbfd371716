import { ErrorScreen } from '../components/ui/ErrorScreen';
import { useRouteTitle } from './route-title';

/** The router's error screen, titled as one rather than as the screen that failed. */
export function RouteError() {
  useRouteTitle('error');
  return <ErrorScreen />;
}
