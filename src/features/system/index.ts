// Public face of the system feature: the status gate's pages.
export { MaintenanceScreen, RestrictedScreen } from './system-pages.tsx';
