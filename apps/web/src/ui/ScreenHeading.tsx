// A screen's heading: its title as the page's one h1, and a sentence or two on what the screen is for.
import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScreenHeading(props: {
  title: string;
  /** What the screen is for. */
  children: ReactNode;
  /** Keeps a long introduction to a readable line length (px). */
  introMaxWidth?: number;
}) {
  return (
    <div>
      <Title order={1} fz={28} c="navy.8">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" maw={props.introMaxWidth}>
        {props.children}
      </Text>
    </div>
  );
}
