// The partner's own choice to get "My off-limits expiring in the next 90 days" by mail each week.
import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast.tsx';
import { mclApi, mclKeys } from '../api/mcl-api.ts';

export function OffLimitsDigestSwitch() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: mclKeys.offLimitsDigest,
    queryFn: ({ signal }) => mclApi.offLimitsDigest({ signal }),
  });
  const save = useMutation({
    mutationFn: (subscribed: boolean) => mclApi.setOffLimitsDigest(subscribed),
    onSuccess: (next) => {
      queryClient.setQueryData(mclKeys.offLimitsDigest, next);
      toast.success(next.subscribed ? 'You will get this list by mail each Monday.' : 'No more weekly mail.');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Switch
      label="Mail me this list each week"
      checked={query.data?.subscribed ?? false}
      disabled={query.isPending || query.isError || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
