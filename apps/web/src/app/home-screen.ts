/**
 * The signed-in frame and the dashboard, the screen a signed-in visit most often opens on, in one module: one chunk
 * and one request for both, not two beside the entry on every first visit there. The frame's other screens still
 * come in chunks of their own.
 */
export { DashboardPage } from '../features/dashboard/DashboardPage';
export { AppShell } from './layouts/AppShell';
