// spec 3 §2.13: the image explorer — search (300 ms debounce) and upload (.jpg .png .bmp .gif,
// optimal 800×800); choosing an image hands it back.
import { type Asset, IMAGE_EXTENSIONS, OPTIMAL_IMAGE_SIZE } from '@atrium/contracts';
import {
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import classes from './ImageExplorer.module.css';
import { assetApi } from './route-api.ts';

export const IMAGE_SEARCH_DEBOUNCE_MS = 300;
const ACCEPT = 'image/jpeg,image/png,image/bmp,image/gif';

interface ImageExplorerProps {
  selectedOid: number | null;
  onSelect: (asset: Asset) => void;
  onClose: () => void;
}

export function ImageExplorer({ selectedOid, onSelect, onClose }: ImageExplorerProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), IMAGE_SEARCH_DEBOUNCE_MS);
  const [isUploading, setUploading] = useState(false);
  const query = useQuery({
    queryKey: ['assets', debounced],
    queryFn: ({ signal }) => assetApi.search({ search: debounced, signal }),
    placeholderData: keepPreviousData,
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const asset = await assetApi.upload(file);
      await queryClient.invalidateQueries({ queryKey: ['assets'] });
      onSelect(asset);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  };

  const assets = query.data ?? [];
  return (
    <LayerModal opened onClose={onClose} title="Choose an image" size="xl" zIndex={400}>
      <Stack gap="md">
        <Group align="flex-end" justify="space-between">
          <TextInput
            label="Search images"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={isUploading}
                variant="light"
              >
                Upload image
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {IMAGE_EXTENSIONS.filter((e) => e !== '.jpeg').join(', ')} · optimal {OPTIMAL_IMAGE_SIZE.width}×
          {OPTIMAL_IMAGE_SIZE.height} pixels
        </Text>
        {query.isPending ? (
          <SimpleGrid cols={4}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={140} radius="md" />
            ))}
          </SimpleGrid>
        ) : assets.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {query.isError ? query.error.message : 'No images found.'}
          </Text>
        ) : (
          <SimpleGrid cols={4} spacing="sm">
            {assets.map((asset) => (
              <UnstyledButton
                key={asset.OID}
                className={classes.tile}
                data-selected={asset.OID === selectedOid || undefined}
                onClick={() => onSelect(asset)}
                aria-label={`Choose ${asset.Title}`}
                aria-pressed={asset.OID === selectedOid}
              >
                <Image src={asset.Url} alt="" h={110} fit="cover" radius="sm" />
                <Text size="xs" truncate mt={4}>
                  {asset.Title}
                </Text>
                {asset.Width && asset.Height && (
                  <Text size="xs" c="dimmed">
                    {asset.Width}×{asset.Height}
                  </Text>
                )}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </LayerModal>
  );
}
