// Public face of the compliance feature: the footer block of home and the account screens.
export { ComplianceFooter } from './compliance-footer.tsx';
