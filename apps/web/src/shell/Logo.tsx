import { brand } from '@atrium/contracts';

/** The firm's mark: a meridian through a ring, drawn inline (no external assets under the CSP). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={`${brand.firmName} logo`}>
      <rect width="40" height="40" rx="10" fill="#13335c" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#00aeef" strokeWidth="2.6" />
      <ellipse
        cx="20"
        cy="20"
        rx="4.5"
        ry="11"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1.6"
      />
      <path d="M20 6.5v27" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
