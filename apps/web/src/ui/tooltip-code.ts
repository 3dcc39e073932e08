// Mantine's Tooltip on its own, for ui/Tooltip.tsx to load on demand.
export { Tooltip } from '@mantine/core';
