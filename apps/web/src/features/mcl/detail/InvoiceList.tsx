// spec 3 §4: each invoice with its ordinal ('Initial', '2nd'…) and revision ('Original amount',
// '1st revision'…), the amount in the viewer's currency beside the original, and each partner's split.
import type { AssignmentDetail } from '@atrium/contracts';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../../ui/dates.ts';
import { formatMoney } from '../../../ui/numbers.ts';

type Invoice = NonNullable<AssignmentDetail['invoices']>[number];

export const NO_INVOICES = 'No invoices yet.';

export function InvoiceList({ invoices, currency }: { invoices: Invoice[]; currency: string }) {
  if (invoices.length === 0) return <Text size="sm">{NO_INVOICES}</Text>;
  const total = invoices.reduce((sum, invoice) => sum + invoice.amountConverted, 0);
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Invoices"
      >
        {invoices.map((invoice) => (
          <InvoiceCard key={invoice.Id} invoice={invoice} currency={currency} />
        ))}
      </Stack>
      <Group justify="flex-end">
        <Text size="sm" fw={700}>
          Total {formatMoney(total, currency)}
        </Text>
      </Group>
    </Stack>
  );
}

function InvoiceCard({ invoice, currency }: { invoice: Invoice; currency: string }) {
  const isOtherCurrency = invoice.currency !== currency;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`${invoice.ordinalLabel} invoice, ${invoice.revisionLabel}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700} size="sm">
              {invoice.ordinalLabel} invoice
              <Text span c="dimmed" fw={400}>
                {' '}
                · {invoice.revisionLabel}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(invoice.invoiceDate)}
            </Text>
          </Stack>
          {/* On a line of its own on a phone, the amount stays at the right edge, over the total's. */}
          <Stack gap={0} align="flex-end" ml="auto">
            <Text fw={700} size="sm">
              {formatMoney(invoice.amountConverted, currency)}
            </Text>
            {isOtherCurrency && (
              <Text size="xs" c="dimmed">
                {formatMoney(invoice.amount, invoice.currency)} original
              </Text>
            )}
          </Stack>
        </Group>
        {invoice.splits.length > 0 && (
          <Table.ScrollContainer minWidth={300}>
            <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Partner</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Split
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.splits.map((split) => (
                  <Table.Tr key={split.userId}>
                    <Table.Td>{split.name}</Table.Td>
                    <Table.Td ta="right">{split.percentage}%</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(split.amountConverted, currency)}
                      {isOtherCurrency && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({formatMoney(split.amount, invoice.currency)})
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
