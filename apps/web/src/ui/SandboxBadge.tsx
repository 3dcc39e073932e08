// 'Sandbox' beside data that comes from a connector's shipped sandbox (ADR 005). Only site admins
// see it: to staff, the demo firm's data is simply the firm's data.
import { COMPANY_MESSAGES } from '@atrium/contracts';
import { Badge } from '@mantine/core';

export function SandboxBadge({ connector, isShown }: { connector: string; isShown: boolean }) {
  if (!isShown) return null;
  return (
    <Badge variant="light" color="orange" c="#8a2e00" size="sm" title={`${connector}: the shipped sandbox`}>
      {COMPANY_MESSAGES.sandboxLabel}
    </Badge>
  );
}
