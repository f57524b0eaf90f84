import type { BrandArt } from '../generated/merchant.ts';
import { brandArtSrc } from './brand-art.ts';

interface BrandImageProps {
  art: BrandArt;
  /** The colour of the surface it sits on (a theme token's value): picks the variant. */
  surface: string;
  alt: string;
  /** Drawn height in CSS px; the width follows the art's viewBox. */
  height: number;
  className?: string | undefined;
}

/** One piece of the brand's art (mark or wordmark) in the variant its surface needs. */
export function BrandImage({ art, surface, alt, height, className }: BrandImageProps) {
  return <img className={className} src={brandArtSrc(art, surface)} alt={alt} height={height} />;
}
