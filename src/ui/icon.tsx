import { ICON_PATHS } from './icon-paths.ts';


interface IconProps {
  name: string;
  size?: number;
  className?: string | undefined;
  /** Flip horizontally in right-to-left pages (arrows, chevrons). */
  mirrored?: boolean;
}

/** A decorative icon (aria-hidden): the surrounding control carries the accessible name. */
export function Icon({ name, size = 22, className, mirrored = false }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-mirrored={mirrored ? '' : undefined}
      style={mirrored ? { transform: 'scaleX(var(--mirror, 1))' } : undefined}
    >
      <path d={ICON_PATHS[name] ?? ICON_PATHS['dice']} />
    </svg>
  );
}
