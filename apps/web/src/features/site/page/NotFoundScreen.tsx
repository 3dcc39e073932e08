import { Button, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { ScreenLoader } from '../../../ui/LoadingScreen.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useMovedPageRedirect } from './use-moved-page-redirect.ts';

/** Unknown addresses inside the portal. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  // A page that moved answers at its new address.
  if (useMovedPageRedirect()) return <ScreenLoader />;
  return (
    <Stack gap="lg">
      <Title order={1} fz={30} c="navy.8">
        Page not found
      </Title>
      <Paper withBorder radius="lg" p="xl" bg="#f8fafc">
        <Stack align="flex-start" gap="md">
          <Text>
            There is no page at <Code>{pathname}</Code>. It may have been moved or removed.
          </Text>
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
