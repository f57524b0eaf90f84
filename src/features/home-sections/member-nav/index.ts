export { MemberNav } from './member-nav.tsx';
