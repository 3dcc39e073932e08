// The partner panels of a member profile (financial activity, off-limits expiring soon, clients
// known), shared by the panels and by start-up, which asks for them beside the profile itself
// (people/directory/member-query.ts) instead of once the profile and each panel's code have arrived.
// Part of the start-up bundle, so the calls go by address, without the contracts' schemas.
import type { clientKnowledgeEndpoints, offLimitsEndpoints, reportSearchEndpoints } from '@atrium/contracts';
import { recordScreenAddresses } from '@atrium/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { address } from '../../api/endpoint-address.ts';
import { askAtStartUp, takeStartUpAnswer } from '../../core/routes/start-up-answers.ts';
import { mclKeys } from './api/mcl-keys.ts';
import { RELATIONSHIP_PAGE_SIZE } from './mcl-queries.ts';

/** "Off-limits expiring in the next 90 days". */
export const EXPIRING_DAYS = 90;

export const panelAddresses = {
  clients: address<typeof clientKnowledgeEndpoints.clients>(recordScreenAddresses.partnerClients),
  expiring: address<typeof offLimitsEndpoints.expiring>(recordScreenAddresses.partnerOffLimitsExpiring),
  financials: address<typeof reportSearchEndpoints.partnerFinancials>(
    recordScreenAddresses.partnerFinancials,
  ),
};

const ask = {
  clients: (partnerId: number, page: number, signal?: AbortSignal) =>
    callEndpoint(panelAddresses.clients, {
      params: { id: partnerId },
      query: { offset: (page - 1) * RELATIONSHIP_PAGE_SIZE, limit: RELATIONSHIP_PAGE_SIZE },
      signal,
    }),
  expiring: (partnerId: number, signal?: AbortSignal) =>
    callEndpoint(panelAddresses.expiring, {
      params: { id: partnerId },
      query: { days: EXPIRING_DAYS },
      signal,
    }),
  financials: (partnerId: number, signal?: AbortSignal) =>
    callEndpoint(panelAddresses.financials, { params: { id: partnerId }, signal }),
};

/** The companies the partner has worked with, a page at a time. */
export const partnerClientsQuery = (partnerId: number, page: number) =>
  queryOptions({
    queryKey: mclKeys.clients(partnerId, page),
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.clients(partnerId, page), () => ask.clients(partnerId, page, signal)),
  });

export const offLimitsExpiringQuery = (partnerId: number) =>
  queryOptions({
    queryKey: mclKeys.offLimitsExpiring(partnerId, EXPIRING_DAYS),
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.offLimitsExpiring(partnerId, EXPIRING_DAYS), () =>
        ask.expiring(partnerId, signal),
      ),
  });

export const partnerFinancialsQuery = (partnerId: number) =>
  queryOptions({
    queryKey: mclKeys.partnerFinancials(partnerId),
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.partnerFinancials(partnerId), () => ask.financials(partnerId, signal)),
  });

/**
 * Every profile shows the clients known, asked for at once; a partner's profile also shows the
 * off-limits expiring soon and, to a viewer who may see financial figures, the financial panel:
 * those are asked for as soon as the profile says the person is a partner.
 */
export interface PartnerPanelsInput {
  partnerId: number;
  /** The viewer may see financial figures. */
  showsFinancials: boolean;
  isPartner: Promise<boolean>;
}

export function askPartnerPanels(input: PartnerPanelsInput): void {
  const { partnerId } = input;
  askAtStartUp(mclKeys.clients(partnerId, 1), () => ask.clients(partnerId, 1));
  const partner = input.isPartner.catch(() => false);
  askAtStartUp(mclKeys.offLimitsExpiring(partnerId, EXPIRING_DAYS), async () =>
    (await partner) ? ask.expiring(partnerId) : null,
  );
  if (input.showsFinancials)
    askAtStartUp(mclKeys.partnerFinancials(partnerId), async () =>
      (await partner) ? ask.financials(partnerId) : null,
    );
}
