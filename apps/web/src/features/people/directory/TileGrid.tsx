import type { ReactNode } from 'react';

/**
 * Picture tiles at least 10 rem wide, so each is 'medium' or larger and shows its name and city
 * (spec 3 §2.6 reactive mode); as many columns as fit.
 */
export function TileGrid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {children}
    </div>
  );
}
