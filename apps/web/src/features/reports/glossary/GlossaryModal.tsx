// 'How are dashboard metrics calculated?' — the link and the popup with the same title (spec 2 §2).
import { Anchor, Box, List, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import {
  FILTER_TYPE_GLOSSARY,
  FILTER_TYPE_NOTE,
  GLOSSARY_NOTES,
  GLOSSARY_TITLE,
  METRIC_GLOSSARY,
} from './glossary.ts';

export function GlossaryLink() {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        {GLOSSARY_TITLE}
      </Anchor>
      <LayerModal opened={isOpen} onClose={close} title={GLOSSARY_TITLE} size="xl">
        <Stack gap="md">
          <Box component="dl" m={0}>
            {METRIC_GLOSSARY.map((entry) => (
              <Box key={entry.term} mb="xs">
                <Text component="dt" fw={600} size="sm">
                  {entry.term}
                </Text>
                <Text component="dd" m={0} size="sm" c="dimmed">
                  {entry.text}
                </Text>
              </Box>
            ))}
          </Box>
          <List size="sm" spacing={4}>
            {GLOSSARY_NOTES.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
          <Title order={3} fz="md">
            Which rows each filter type counts
          </Title>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Filter type</Table.Th>
                <Table.Th scope="col">Assignments in scope</Table.Th>
                <Table.Th scope="col">Invoices counted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FILTER_TYPE_GLOSSARY.map((row) => (
                <Table.Tr key={row.type}>
                  <Table.Th scope="row" fw={600}>
                    {row.type}
                  </Table.Th>
                  <Table.Td>{row.scope}</Table.Td>
                  <Table.Td>{row.invoices}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {FILTER_TYPE_NOTE}
          </Text>
        </Stack>
      </LayerModal>
    </>
  );
}
