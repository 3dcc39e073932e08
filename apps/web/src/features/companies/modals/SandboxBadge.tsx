import { COMPANY_MESSAGES } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useConnectors } from '../api/use-company.ts';

/**
 * 'Sandbox' beside data that comes from the connector's shipped sandbox (ADR 005); 'Not connected'
 * when the portal has nothing to call, so its actions answering so comes as no surprise.
 */
export function SandboxBadge({ provider }: { provider: 'invenias' | 'zoominfo' }) {
  const { data } = useConnectors();
  const status = data?.[provider];
  if (status && !status.isConfigured)
    return (
      <Badge
        variant="light"
        color="gray"
        c="dark.6"
        size="sm"
        title={`${status.name} is not connected to this portal`}
      >
        Not connected
      </Badge>
    );
  if (!status?.isSandbox) return null;
  return (
    <Badge variant="light" color="orange" c="#8a2e00" size="sm" title={`${status.name}: the shipped sandbox`}>
      {COMPANY_MESSAGES.sandboxLabel}
    </Badge>
  );
}
