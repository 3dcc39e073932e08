// A screen that fails to render (or whose code cannot be fetched after a deploy) shows a message
// inside the shell instead of blanking the portal.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ScreenError />;
  }
}

export function ScreenError() {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title="This screen could not load"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Something went wrong while opening this screen. Reloading the page usually helps.
        </Text>
        <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Alert>
  );
}
