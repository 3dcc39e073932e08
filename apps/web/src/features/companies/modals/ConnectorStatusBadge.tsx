import { Badge } from '@mantine/core';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { SandboxBadge } from '../../../ui/SandboxBadge.tsx';
import { useConnectors } from '../api/use-company.ts';

/**
 * 'Not connected' when the portal has nothing to call, so its actions answering so comes as no
 * surprise; 'Sandbox' to site admins when the data comes from the connector's shipped sandbox.
 */
export function ConnectorStatusBadge({ provider }: { provider: 'invenias' | 'zoominfo' }) {
  const { data } = useConnectors();
  const user = useCurrentUser();
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
  return (
    <SandboxBadge
      connector={status?.name ?? provider}
      isShown={Boolean(status?.isSandbox && user.SiteAdmin)}
    />
  );
}
