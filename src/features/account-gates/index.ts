// Public face of the member-type gates (SPEC 4, 5, 6): the frame and other features import only from here.
export { openChat, openMemberCenter, refuseTrial, requireDeposit, requireRealAccount } from './gates.ts';
