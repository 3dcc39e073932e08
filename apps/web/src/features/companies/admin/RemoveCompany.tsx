// Removal (spec 3 §6: admins only): whether the company can go and why not; Remove confirms.
import { COMPANY_MESSAGES, type Company } from '@atrium/contracts';
import { Alert, Button, List, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { companiesApi, companyKeys } from '../api/companies-api.ts';
import { errorMessage } from '../api/use-company.ts';

export function RemoveCompany({ company, onRemoved }: { company: Company; onRemoved: () => void }) {
  const [isRemoving, setRemoving] = useState(false);
  const check = useQuery({
    queryKey: companyKeys.removable(company.ID),
    queryFn: ({ signal }) => companiesApi.removable(company.ID, signal),
  });

  async function remove() {
    const isSure = await confirmAction({
      title: 'Remove company',
      message: `Remove ${company.Name}? This cannot be undone.`,
      confirmLabel: 'Remove',
      isDanger: true,
    });
    if (!isSure) return;
    setRemoving(true);
    try {
      const answer = await companiesApi.remove(company.ID);
      toast.success(answer.message || COMPANY_MESSAGES.removed);
      onRemoved();
    } catch (failure) {
      toast.error(errorMessage(failure, 'The company could not be removed.'));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Stack gap="xs" align="flex-start">
      {check.data && !check.data.removable ? (
        <Alert color="gray" title="This company cannot be removed" w="100%">
          <List size="sm">
            {check.data.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Button
        color="red"
        variant="outline"
        onClick={() => void remove()}
        loading={isRemoving}
        // Stays disabled until the check says the company can go: a spinner on a removal button
        // while the screen opens would read as a removal under way.
        disabled={!check.data?.removable}
      >
        Remove company
      </Button>
    </Stack>
  );
}
