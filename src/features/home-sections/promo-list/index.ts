export { PromoList } from './promo-list.tsx';
