// spec 1 §2.1 /mcl/companies/{Id}/webtab/full: a compact company card without the portal's chrome,
// to be framed inside the tracking system; the same company read model as the detail page.
import { Alert, Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { DetailSkeleton, NotFoundState, parseRouteId } from '../detail/DetailParts.tsx';
import { isNotFound } from '../detail/use-assignment.ts';
import { useCompanyHref } from '../mcl-links.ts';
import { KeyAccountIcon } from '../tables/CompanyCell.tsx';
import { COMPANY_NOT_FOUND, ParentLine } from './CompanyDetailScreen.tsx';
import { CompanyFacts } from './CompanyFacts.tsx';
import { useCompany } from './use-company.ts';

export function CompanyWebtabScreen({ route }: ScreenProps) {
  const { Id } = useParams();
  const id = parseRouteId(Id);
  const query = useCompany(id);
  const companyHref = useCompanyHref();
  useDocumentTitle(query.data?.Name ?? route.title);

  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundState title={COMPANY_NOT_FOUND} message="Check the company's link in the tracking system." />
    );
  }
  if (query.isError) return <Alert color="red" title="The company could not be loaded." />;
  if (!query.data) return <DetailSkeleton />;
  const company = query.data;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={company.Name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap={6}>
              <Title order={1} fz={20} c="navy.8">
                {company.Name}
              </Title>
              {company.IsKeyAccount && <KeyAccountIcon />}
            </Group>
            <ParentLine company={company} isExternal />
          </Stack>
          <Anchor href={companyHref(company.ID)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Open in the portal <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <CompanyFacts company={company} isCompact />
      </Stack>
    </Paper>
  );
}
