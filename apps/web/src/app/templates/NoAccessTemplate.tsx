// /noaccess: its own plain layout, for routes the person's groups do not open.
import { brand } from '@atrium/contracts';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export function NoAccessTemplate() {
  useDocumentTitle('No access');
  const navigate = useNavigate();
  return (
    <Center component="main" mih="100vh" bg="#f6f8fb" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="navy">
            <IconLock size={30} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={24} c="navy.8">
            You do not have access to this page
          </Title>
          <Text c="dimmed">
            This part of Atrium is open to certain groups only. If you need it for your work, ask a{' '}
            {brand.firmName} site administrator to add you.
          </Text>
          <Group justify="center" mt="xs">
            <Button variant="default" onClick={() => navigate(-1)}>
              Go back
            </Button>
            <Button component={Link} to="/">
              Go to the home page
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
