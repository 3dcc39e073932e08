import { COMPANY_MESSAGES } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useConnectors } from '../api/use-company.ts';

/** 'Sandbox' beside data that comes from the connector's shipped sandbox (ADR 005). */
export function SandboxBadge({ provider }: { provider: 'invenias' | 'zoominfo' }) {
  const { data } = useConnectors();
  if (!data?.[provider].isSandbox) return null;
  return (
    <Badge
      variant="light"
      color="orange"
      c="#8a2e00"
      size="sm"
      title={`${data[provider].name}: the shipped sandbox`}
    >
      {COMPANY_MESSAGES.sandboxLabel}
    </Badge>
  );
}
