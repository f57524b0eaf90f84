// Public face of the home feature: the home sections the render registry maps (the home screen itself is render/home-screen.tsx).
export { BannerCarousel } from './banner-carousel.tsx';
export { CustomerServiceButton, DownloadButton, GoTopButton, MessagingButton, type SectionProps } from './floating-buttons.tsx';
export { CategoryMenuSection, FavouritesSection, HotMatchesSection } from './game-sections.tsx';
export { HomePopup } from './popup-section.tsx';
export { NoticeTicker } from './notice-ticker.tsx';
