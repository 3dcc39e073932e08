// What a screen or widget shows in place of data its reader may not see (docs/permissions.md): one
// calm line saying what is not shared, never an error. One wording per flag, on every screen.
import type { Permission } from '@atrium/contracts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

const WHAT_IS_NOT_SHARED: Record<Permission, string> = {
  ViewFinancials: 'Financial figures',
  ExportReports: 'Report exports',
  ManageCompanies: "Changes to a company's standing",
  ViewAllAssignments: "The whole firm's assignments",
};

/** 'Financial figures are not shared with you' for ViewFinancials. */
export const notSharedLine = (permission: Permission): string =>
  `${WHAT_IS_NOT_SHARED[permission]} are not shared with you`;

interface NotSharedProps {
  permission: Permission;
  /** A whole screen names itself above the note; a widget's card already has its title. */
  screenTitle?: string;
}

export function NotShared({ permission, screenTitle }: NotSharedProps) {
  if (screenTitle === undefined) {
    return (
      <Group gap={8} wrap="nowrap" py={4} data-not-shared={permission}>
        <IconLock size={16} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
        <Text size="sm" c="gray.7">
          {notSharedLine(permission)}.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} fz={30} c="navy.8">
        {screenTitle}
      </Title>
      <Alert color="gray" title={notSharedLine(permission)} data-not-shared={permission}>
        Your account does not have the {permission} permission. Ask an administrator if you need it.
      </Alert>
    </Stack>
  );
}
