// The wizard's last word before a new company is written, whatever its source (spec 3 §5): the
// existing companies it would likely duplicate — same or similar name, same web domain — each with
// a link, then 'You are about to create a new company. Are you sure?'.
import { COMPANY_MESSAGES, LIKELY_DUPLICATE_REASONS } from '@atrium/contracts';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companiesApi } from '../api/companies-api.ts';
import { errorMessage } from '../api/use-company.ts';
import { companyAdminUrl } from '../company-links.ts';

interface Props {
  name: string;
  webAddress: string;
  isSaving: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

export function NewCompanyReview({ name, webAddress, isSaving, onBack, onConfirm }: Props) {
  const likely = useQuery({
    queryKey: ['companies', 'likely-duplicates', name, webAddress],
    queryFn: ({ signal }) => companiesApi.likelyDuplicates({ name, webAddress }, signal),
    staleTime: 0,
  });
  const found = likely.data ?? [];
  return (
    <Stack gap="sm" mt="md" role="region" aria-label="Before creating">
      {likely.isPending ? <Loader size="sm" role="status" aria-label="Looking for duplicates" /> : null}
      {likely.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(likely.error, 'Existing companies could not be checked.')}
        </Text>
      ) : null}
      {likely.isSuccess && found.length === 0 ? (
        <Text size="sm" c="dimmed">
          No existing company has this name or web address.
        </Text>
      ) : null}
      {found.length > 0 ? (
        <Alert color="yellow" title="This company may already exist" aria-label="Possible duplicates">
          <List size="sm" spacing={4} aria-label="Existing companies like this one">
            {found.map(({ company, reasons }) => (
              <List.Item key={company.ID}>
                <Anchor
                  href={companyAdminUrl(company.ID)}
                  target="_blank"
                  rel="noopener"
                  underline="always"
                  c="blue.9"
                  fw={600}
                >
                  {company.Name}
                </Anchor>{' '}
                {/* On its own line, broken anywhere: a long web address never widens a phone's dialog. */}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[company.City, company.WebAddress].filter(Boolean).join(' · ')}
                  {' — '}
                  {reasons.map((r) => LIKELY_DUPLICATE_REASONS[r]).join(', ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Text fw={600}>{COMPANY_MESSAGES.confirmCreateInvenias}</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={isSaving}>
          Back
        </Button>
        <Button onClick={onConfirm} loading={isSaving} disabled={likely.isPending}>
          Create company
        </Button>
      </Group>
    </Stack>
  );
}
