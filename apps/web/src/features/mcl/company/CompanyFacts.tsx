// The company's facts on the same read model for the detail page and the webtab card.
import { brand, type Company } from '@atrium/contracts';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Fact } from '../detail/DetailParts.tsx';
import { revenueBand } from '../format/mcl-format.ts';
import { useProfileHref } from '../mcl-links.ts';
import { OffLimitsCell } from '../tables/company-columns.tsx';
import { inveniasUrl, zoomInfoUrl } from '../tables/external-links.ts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function companyStatus(company: Company): string {
  if (!company.IsClient) return company.ClientStatus || 'Not a client';
  return company.ClientStatus ? `Client · ${company.ClientStatus}` : 'Client';
}

export function CompanyFacts({ company, isCompact = false }: { company: Company; isCompact?: boolean }) {
  const profileHref = useProfileHref();
  const cols = isCompact ? { base: 2 } : { base: 2, sm: 3, md: 4 };
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0}>
      <Fact label="Key account">{company.IsKeyAccount ? 'Yes' : 'No'}</Fact>
      <Fact label="Owner">
        {company.Owner ? (
          <Anchor
            component={Link}
            to={profileHref(company.Owner.ID)}
            size="sm"
            {...(isCompact ? external : {})}
          >
            {company.Owner.Name}
          </Anchor>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="Status">{companyStatus(company)}</Fact>
      <Fact label="Off limits">
        <OffLimitsCell value={company.OffLimitsDate} />
      </Fact>
      <Fact label="City">{company.City || '—'}</Fact>
      <Fact label="Countries">{names(company.CompanyCountries)}</Fact>
      <Fact label="Industries">{names(company.CompanyIndustries)}</Fact>
      <Fact label="Global revenue">{revenueBand(company.GlobalRevenue)}</Fact>
      <Fact label="Private equity">{company.isPrivateEquity ? 'Yes' : 'No'}</Fact>
      <Fact label="Web address">
        {company.WebAddress ? (
          <Anchor href={webHref(company.WebAddress)} size="sm" {...external}>
            {company.WebAddress.replace(/^https?:\/\//, '')}
          </Anchor>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={`${brand.trackingLabel} ID`}>
        {company.InveniasID ? (
          <>
            {company.InveniasID}{' '}
            <Anchor
              href={inveniasUrl(company.InveniasID)}
              size="sm"
              {...external}
              aria-label={`Visit ${company.Name} in ${brand.trackingLabel}`}
            >
              Visit
            </Anchor>
          </>
        ) : (
          'Not linked'
        )}
      </Fact>
      <Fact label="ZoomInfo ID">
        {company.ZoomInfoId ? (
          <>
            {company.ZoomInfoId}{' '}
            <Anchor
              href={zoomInfoUrl(company.ZoomInfoId)}
              size="sm"
              {...external}
              aria-label={`Visit ${company.Name} in ZoomInfo`}
            >
              Visit
            </Anchor>
          </>
        ) : (
          'Not linked'
        )}
      </Fact>
    </SimpleGrid>
  );
}

function names(list: { Name: string }[]): string {
  return list.length === 0 ? '—' : list.map((item) => item.Name).join(', ');
}

function webHref(address: string): string {
  return /^https?:\/\//i.test(address) ? address : `https://${address}`;
}
