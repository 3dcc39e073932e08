// The company modal (spec 3 §2.11): one tab with the portal's company, its Invenias and ZoomInfo
// links and the ZoomInfo fields. Linking to Invenias needs DedupeAccess (spec 3 §6).
import {
  CLIENT_STATUSES,
  type ClientStatus,
  COMPANY_MESSAGES,
  type Company,
  DEDUPE_GROUP,
  GLOBAL_REVENUE_BANDS,
} from '@atrium/contracts';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { formatWhole } from '../../../ui/numbers.ts';
import { toast } from '../../../ui/toast.tsx';
import { companiesApi } from '../api/companies-api.ts';
import { errorMessage, useCompanyUpdated } from '../api/use-company.ts';
import { ZoomInfoModal } from '../zoominfo/ZoomInfoModal.tsx';
import { ConnectorStatusBadge } from './ConnectorStatusBadge.tsx';
import { LinkCompanyModal } from './LinkCompanyModal.tsx';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

export function CompanyFields({ company }: { company: Company }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Field label="Name">{company.Name}</Field>
      <Field label="City">{company.City}</Field>
      <Field label="Web address">
        {company.WebAddress ? (
          <Anchor href={company.WebAddress} target="_blank" rel="noopener noreferrer">
            {company.WebAddress}
          </Anchor>
        ) : null}
      </Field>
      <Field label="Global revenue">
        {company.GlobalRevenue ? GLOBAL_REVENUE_BANDS[company.GlobalRevenue] : null}
      </Field>
      <Field label="Countries">{company.CompanyCountries.map((c) => c.Name).join(', ')}</Field>
      <Field label="Industries">{company.CompanyIndustries.map((c) => c.Name).join(', ')}</Field>
      <Field label="Relationship">
        {company.Parent && company.ParentID !== company.ID
          ? `Subsidiary of ${company.Parent.Name}`
          : 'Parent company'}
      </Field>
      <Field label="Private equity">{company.isPrivateEquity ? 'Yes' : 'No'}</Field>
      <Field label="Client">
        {company.IsClient ? `Yes${company.ClientStatus ? ` (${company.ClientStatus})` : ''}` : 'No'}
      </Field>
      <Field label="Key account">{company.IsKeyAccount ? 'Yes' : 'No'}</Field>
    </SimpleGrid>
  );
}

function InveniasSection({ company }: { company: Company }) {
  const user = useCurrentUser();
  const hasDedupe = user.Groups.includes(DEDUPE_GROUP);
  const companyUpdated = useCompanyUpdated();
  const [isLinkOpen, setLinkOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const inveniasId = company.InveniasID;
  const record = useQuery({
    queryKey: ['companies', 'invenias', inveniasId],
    queryFn: ({ signal }) => companiesApi.inveniasGet(inveniasId ?? '', signal),
    enabled: Boolean(inveniasId),
    retry: false,
  });

  async function create() {
    const isSure = await confirmAction({
      title: 'Create in Invenias',
      message: COMPANY_MESSAGES.confirmCreateInvenias,
      confirmLabel: 'Create',
    });
    if (!isSure) return;
    setBusy(true);
    try {
      const answer = await companiesApi.inveniasCreateFromMcl(company.ID);
      companyUpdated(answer.company);
      toast.success(answer.message || COMPANY_MESSAGES.newInveniasRecord);
    } catch (failure) {
      toast.error(errorMessage(failure, COMPANY_MESSAGES.mclCompanyMissing));
    } finally {
      setBusy(false);
    }
  }

  async function unlink() {
    const isSure = await confirmAction({
      title: 'Unlink from Invenias',
      message: `Unlink ${company.Name} from its Invenias record?`,
      confirmLabel: 'Unlink',
      isDanger: true,
    });
    if (!isSure) return;
    setBusy(true);
    try {
      const answer = await companiesApi.inveniasUnlink(company.ID);
      if (!answer.success) {
        toast.error(answer.errors[0] ?? 'The company could not be unlinked.');
        return;
      }
      companyUpdated(await companiesApi.get(company.ID));
      toast.success(answer.message || COMPANY_MESSAGES.unlinkedFromInvenias);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The company could not be unlinked.'));
    } finally {
      setBusy(false);
    }
  }

  async function setClient(isClient: boolean, clientStatus: ClientStatus | null) {
    if (!inveniasId) return;
    if (isClient && !clientStatus) clientStatus = 'Prospect';
    setBusy(true);
    try {
      const answer = await companiesApi.inveniasClientStatus(company.ID, inveniasId, {
        isClient,
        clientStatus,
      });
      companyUpdated(answer.company);
      void record.refetch();
      toast.success(answer.message || COMPANY_MESSAGES.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The client status could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  const clientStatus = (CLIENT_STATUSES as readonly string[]).includes(company.ClientStatus)
    ? (company.ClientStatus as ClientStatus)
    : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="company-invenias">
      <Group gap="xs">
        <Title order={3} fz="md" id="company-invenias">
          Invenias
        </Title>
        <ConnectorStatusBadge provider="invenias" />
      </Group>
      {inveniasId ? (
        <>
          <Field label="Invenias record">
            {record.isLoading ? <Loader size="xs" /> : (record.data?.DisplayName ?? inveniasId)}
          </Field>
          {record.isError ? (
            <Text c="red.8" size="sm">
              {errorMessage(record.error, COMPANY_MESSAGES.inveniasCompanyMissing)}
            </Text>
          ) : null}
          {record.data ? (
            <Field label="Address">{record.data.DefaultLocation?.AddressComponents.FullAddress}</Field>
          ) : null}
          <Checkbox
            label="Is Client"
            checked={company.IsClient}
            disabled={isBusy}
            onChange={(event) => void setClient(event.currentTarget.checked, clientStatus)}
          />
          <Radio.Group
            label="Client status"
            value={clientStatus}
            onChange={(value) => void setClient(true, value as ClientStatus)}
          >
            <Group mt={4}>
              {CLIENT_STATUSES.map((status) => (
                <Radio key={status} value={status} label={status} disabled={!company.IsClient || isBusy} />
              ))}
            </Group>
          </Radio.Group>
          {hasDedupe ? (
            <Group>
              <Button variant="default" color="red" onClick={() => void unlink()} loading={isBusy}>
                Unlink from Invenias
              </Button>
            </Group>
          ) : null}
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Not linked to Invenias.
          </Text>
          {hasDedupe ? (
            <Group>
              <Button onClick={() => setLinkOpen(true)} disabled={isBusy}>
                Link to Invenias
              </Button>
              <Button variant="default" onClick={() => void create()} loading={isBusy}>
                Create in Invenias
              </Button>
            </Group>
          ) : null}
        </>
      )}
      {isLinkOpen ? (
        <LinkCompanyModal
          opened
          onClose={() => setLinkOpen(false)}
          target={{ kind: 'invenias', companyId: company.ID, companyName: company.Name }}
        />
      ) : null}
    </Stack>
  );
}

function ZoomInfoSection({ company }: { company: Company }) {
  const companyUpdated = useCompanyUpdated();
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const zoominfoId = company.ZoomInfoId;
  const record = useQuery({
    queryKey: ['companies', 'zoominfo', zoominfoId, company.Name],
    queryFn: async ({ signal }) => {
      const found = await companiesApi.zoominfoSearch(
        { companyName: company.Name, companyWebAddress: company.WebAddress || undefined },
        signal,
      );
      return found.find((r) => r.ZI_C_ID === zoominfoId) ?? null;
    },
    enabled: Boolean(zoominfoId),
    retry: false,
  });

  async function unlink() {
    const isSure = await confirmAction({
      title: 'Unlink from ZoomInfo',
      message: `Unlink ${company.Name} from its ZoomInfo record?`,
      confirmLabel: 'Unlink',
      isDanger: true,
    });
    if (!isSure) return;
    setBusy(true);
    try {
      const answer = await companiesApi.zoominfoUnlink(company.ID);
      if (!answer.success) {
        toast.error(answer.errors[0] ?? 'The company could not be unlinked.');
        return;
      }
      companyUpdated(await companiesApi.get(company.ID));
      toast.success(answer.message || COMPANY_MESSAGES.unlinkedFromZoomInfo);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The company could not be unlinked.'));
    } finally {
      setBusy(false);
    }
  }

  const zi = record.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="company-zoominfo">
      <Group gap="xs">
        <Title order={3} fz="md" id="company-zoominfo">
          ZoomInfo
        </Title>
        <ConnectorStatusBadge provider="zoominfo" />
      </Group>
      {zoominfoId ? (
        <>
          {record.isLoading ? <Loader size="xs" role="status" aria-label="Loading ZoomInfo data" /> : null}
          {zi ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Field label="ZoomInfo name">{zi.ZI_C_COMPANY_NAME}</Field>
              <Field label="Web address">{zi.ZI_C_URL}</Field>
              <Field label="Address">
                {[zi.ZI_C_STREET, zi.ZI_C_CITY, zi.ZI_C_STATE, zi.ZI_C_ZIP, zi.ZI_C_COUNTRY]
                  .filter(Boolean)
                  .join(', ')}
              </Field>
              <Field label="Revenue range">{zi.ZI_C_REVENUE_RANGE}</Field>
              <Field label="Employees">
                {zi.ZI_C_EMPLOYEES == null ? null : formatWhole(zi.ZI_C_EMPLOYEES)}
              </Field>
              <Field label="Immediate parent">{zi.ZI_C_IMMEDIATE_PARENT_NAME}</Field>
              <Field label="Industries">{zi.ZI_C_INDUSTRIES.join(', ')}</Field>
              <Field label="Ticker">{zi.ZI_C_TICKER}</Field>
            </SimpleGrid>
          ) : record.isSuccess ? (
            <Field label="ZoomInfo id">{zoominfoId}</Field>
          ) : null}
          <Group>
            <Button variant="default" onClick={() => setSearchOpen(true)}>
              ZoomInfo Enrichment
            </Button>
            <Button variant="default" color="red" onClick={() => void unlink()} loading={isBusy}>
              Unlink from ZoomInfo
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Not linked to ZoomInfo.
          </Text>
          <Group>
            <Button variant="default" onClick={() => setSearchOpen(true)}>
              Find in ZoomInfo
            </Button>
          </Group>
        </>
      )}
      {isSearchOpen ? (
        <ZoomInfoModal mode={{ kind: 'enrich', company }} opened onClose={() => setSearchOpen(false)} />
      ) : null}
    </Stack>
  );
}

export function CompanyModal({
  company,
  opened,
  onClose,
}: {
  company: Company;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <LayerModal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={company.Name}
      size={680}
      centered
    >
      <Tabs defaultValue="company">
        <Tabs.List>
          <Tabs.Tab value="company">Company</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="company" pt="md">
          <Stack gap="lg">
            <CompanyFields company={company} />
            <Divider />
            <InveniasSection company={company} />
            <Divider />
            <ZoomInfoSection company={company} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </LayerModal>
  );
}
