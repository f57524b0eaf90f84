export { LotteryResults } from './lottery-results.tsx';
