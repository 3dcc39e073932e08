// The home page's top list: must-read pages the reader has not read yet, the soonest due first.
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/dates.ts';
import { useMyMustRead } from './must-read-api.ts';

export function MustReadList() {
  const mine = useMyMustRead();
  const items = mine.data ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="must-read-title">
      <Title order={2} fz="lg" id="must-read-title" mb="xs">
        Must read
      </Title>
      <List spacing={4}>
        {items.map((item) => (
          <List.Item key={item.UUID}>
            <Anchor component={Link} to={item.FullPath}>
              {item.Title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              by {formatDate(item.Until)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
