import { Loader, Stack, Text } from '@mantine/core';

/** Full-page wait while the user and the routes load (spec 1 §2.2). */
export function LoadingScreen({ label = 'Loading Atrium…' }: { label?: string }) {
  return (
    <Stack role="status" aria-live="polite" align="center" justify="center" mih="100vh" gap="md" bg="#f6f8fb">
      <Loader color="navy" size="md" aria-hidden />
      <Text c="navy.8" fw={500}>
        {label}
      </Text>
    </Stack>
  );
}

/** Inline wait while a screen's code or first data loads: a region still busy, as assistive tools read it. */
export function ScreenLoader() {
  return (
    <Stack role="status" aria-live="polite" aria-busy="true" align="center" py={64}>
      <Loader color="navy" size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    </Stack>
  );
}
