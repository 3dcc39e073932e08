// Mail Admin calls, typed from the contracts (packages/contracts/src/outbox.ts).
import { outboxEndpoints as e, type JobStatus, type MailStatus } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { endpointUrl } from '../../../api/endpoint-url.ts';

type Signal = { signal?: AbortSignal };
interface PageInput<S> {
  page: number;
  perPage: number;
  status?: S;
}

export const outboxApi = {
  mail: (query: PageInput<MailStatus>, { signal }: Signal = {}) =>
    callEndpoint(e.mailList, { query, signal }),
  message: (id: number, { signal }: Signal = {}) => callEndpoint(e.mailMessage, { params: { id }, signal }),
  attachmentUrl: (id: number, index: number) => endpointUrl(e.mailAttachment, { id, index }),
  sendTestMail: () => callEndpoint(e.sendTestMail),
  jobs: (query: PageInput<JobStatus>, { signal }: Signal = {}) => callEndpoint(e.jobList, { query, signal }),
};
