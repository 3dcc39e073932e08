// Share (spec 2 §2, §5, §8): the report's stub as a link {origin}/report/{stub}, copied to the
// clipboard. It needs a run first; while Excel is exporting it says the report is being generated.
import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../ui/toast.tsx';
import { AnimatedDots } from './AnimatedDots.tsx';
import { reportToolsApi } from './report-tools-api.ts';

export const MUST_RUN_FIRST = 'You must first run the report.';
export const STUB_FAILED = 'A problem occurred getting the stub.';
export const COPIED = 'Copied to clipboard';

export function shareLink(origin: string, stub: string): string {
  return `${origin}/report/${encodeURIComponent(stub)}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareButton({
  reportId,
  isExporting,
  linkOf = (stub) => shareLink(window.location.origin, stub),
}: {
  reportId: number;
  isExporting: boolean;
  /** The address the stub is shared at: the dashboard's /report/{stub} unless the screen has its own. */
  linkOf?: (stub: string) => string;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const share = async () => {
    if (!reportId) {
      toast.error(MUST_RUN_FIRST);
      return;
    }
    setBusy(true);
    try {
      const url = linkOf(await reportToolsApi.stubOf(reportId));
      setLink(url);
      if (await copyText(url)) toast.success(COPIED);
    } catch {
      toast.error(STUB_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover
      opened={link !== null}
      onChange={(open) => !open && setLink(null)}
      width={420}
      position="bottom-end"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={share}
          loading={isBusy}
          disabled={isExporting}
        >
          {isExporting ? (
            <>
              Your report is being generated
              <AnimatedDots />
            </>
          ) : (
            'Share'
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Link to this report
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Share link"
              value={link ?? ''}
              readOnly
              flex={1}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={link ?? ''}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={() => {
                    copy();
                    toast.success(COPIED);
                  }}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            Anyone signed in to Atrium can open it.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
