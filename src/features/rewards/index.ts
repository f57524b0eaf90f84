// Public face of the reward feature: other features import only from here; its screens load lazily by the
// route table's file names (src/app/screens.tsx), so they are not exported here.
export { MemberVipProgress } from './vip-progress.tsx';
