// Public face of the reward screens (issue 19 point 7): the route table names their files; nothing else imports them.
export { RewardCenterScreen } from './reward-center-screen.tsx';
export { SignInScreen } from './sign-in-screen.tsx';
export { RebateScreen } from './rebate-screen.tsx';
export { VipBenefitsScreen, VipPageScreen } from './vip-screen.tsx';
