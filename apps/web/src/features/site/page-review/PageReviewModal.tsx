// For site admins: a page's owner and review interval, whether it hides itself far past its review,
// "Reviewed", and the reviews made.
import { type PageReview, REVIEW_AUTO_DISABLE_DAYS } from '@atrium/contracts';
import { Button, Divider, Group, List, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../ui/dates.ts';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { pageReviewApi, pageReviewKeys } from './page-review-api.ts';

const INTERVALS = [
  { value: '0', label: 'None' },
  { value: '3', label: '3 months' },
  { value: '6', label: '6 months' },
  { value: '12', label: '12 months' },
];

interface PageReviewModalProps {
  pageUuid: string;
  pageTitle: string;
  onClose: () => void;
}

export function PageReviewModal({ pageUuid, pageTitle, onClose }: PageReviewModalProps) {
  const review = useQuery({
    queryKey: pageReviewKeys.page(pageUuid),
    queryFn: ({ signal }) => pageReviewApi.get(pageUuid, signal),
  });
  return (
    <LayerModal opened onClose={onClose} title={`Owner and review: ${pageTitle}`} size="lg">
      {review.data && <PageReviewForm key={review.data.ReviewedAt} review={review.data} />}
    </LayerModal>
  );
}

function PageReviewForm({ review }: { review: PageReview }) {
  const [owner, setOwner] = useState(review.Owner);
  const [interval, setInterval] = useState(String(review.IntervalMonths));
  const [autoDisable, setAutoDisable] = useState(review.AutoDisable);
  const queryClient = useQueryClient();
  const update = (next: PageReview) => {
    queryClient.setQueryData(pageReviewKeys.page(review.UUID), next);
    void queryClient.invalidateQueries({ queryKey: pageReviewKeys.due });
  };
  const save = useMutation({
    mutationFn: () =>
      pageReviewApi.save(review.UUID, {
        OwnerID: owner?.ID ?? null,
        IntervalMonths: Number(interval) as PageReview['IntervalMonths'],
        AutoDisable: autoDisable,
      }),
    onSuccess: (next) => {
      update(next);
      toast.success('Saved!');
    },
    onError: (error) => toast.error(error.message),
  });
  const reviewed = useMutation({
    mutationFn: () => pageReviewApi.reviewed(review.UUID),
    onSuccess: (next) => {
      update(next);
      toast.success('Marked as reviewed.');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Stack gap="md">
      <LookupPicker
        kind="user"
        label="Owner"
        description="Told by e-mail a week before the review date and on the day."
        value={owner ? [{ ID: owner.ID, Name: owner.FullName }] : []}
        onChange={(options) =>
          setOwner(
            options[0] ? { ID: options[0].ID, FullName: options[0].FullName ?? options[0].Name } : null,
          )
        }
      />
      <div>
        <Text size="sm" fw={500} id="review-interval-label">
          Review every
        </Text>
        <SegmentedControl
          aria-labelledby="review-interval-label"
          data={INTERVALS}
          value={interval}
          onChange={setInterval}
          mt={4}
        />
      </div>
      <Switch
        label={`Hide the page (disable it) ${REVIEW_AUTO_DISABLE_DAYS} days past its review date`}
        checked={autoDisable}
        onChange={(e) => setAutoDisable(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          Save
        </Button>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text size="sm">
          {review.DueOn
            ? `Next review: ${formatDate(review.DueOn)}${review.IsDue ? ' (due)' : ''}`
            : 'No review interval.'}
        </Text>
        <Button variant="light" onClick={() => reviewed.mutate()} loading={reviewed.isPending}>
          Reviewed
        </Button>
      </Group>
      {review.History.length > 0 && (
        <>
          <Title order={3} fz="md">
            Reviews
          </Title>
          <List size="sm" spacing={2}>
            {review.History.map((h) => (
              <List.Item key={h.ReviewedAt}>
                {formatDateTime(h.ReviewedAt)}
                {h.ReviewedBy && ` by ${h.ReviewedBy.FullName}`}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
