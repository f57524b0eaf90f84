export { HotNews } from './hot-news.tsx';
