export { Partners } from './partners.tsx';
