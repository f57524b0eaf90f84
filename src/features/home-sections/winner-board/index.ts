export { WinnerBoard } from './winner-board.tsx';
