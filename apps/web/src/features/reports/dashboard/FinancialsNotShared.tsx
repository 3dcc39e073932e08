// What a report screen shows to someone without the ViewFinancials flag (docs/permissions.md).
import { Alert, Stack, Title } from '@mantine/core';

export function FinancialsNotShared({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={30} c="navy.8">
        {title}
      </Title>
      <Alert color="gray" title="Financial figures are not shared with you">
        Your account does not have the permission to view financial reports. Ask an administrator if you need
        it.
      </Alert>
    </Stack>
  );
}
