// Groups Admin: groups such as DedupeAccess, their members, create, rename, delete.
// Membership changes take effect on the member's next request; the server audits each change.
import type { Group, LookupOption } from '@atrium/contracts';
import {
  Alert,
  Badge,
  Button,
  Paper,
  Group as Row,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { adminApi } from '../api/admin-api.ts';
import classes from './GroupsAdmin.module.css';

const QUERY_KEY = ['admin', 'groups'] as const;

const errorText = (error: unknown) => serverMessage(error, 'Something went wrong.');

function useGroupMutations() {
  const queryClient = useQueryClient();
  const store = (group: Group) =>
    queryClient.setQueryData<Group[]>(QUERY_KEY, (groups) => {
      if (!groups) return groups;
      const next = groups.some((g) => g.ID === group.ID)
        ? groups.map((g) => (g.ID === group.ID ? group : g))
        : [...groups, group];
      return next.sort((a, b) => a.Name.localeCompare(b.Name, undefined, { sensitivity: 'base' }));
    });
  const drop = (id: number) =>
    queryClient.setQueryData<Group[]>(QUERY_KEY, (groups) => groups?.filter((g) => g.ID !== id));
  return { store, drop };
}

function NewGroupForm({ onCreated }: { onCreated: (group: Group) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { store } = useGroupMutations();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const group = await adminApi.createGroup({ Name: name, Description: '' });
      store(group);
      setName('');
      toast.success(`Group ${group.Name} created`);
      onCreated(group);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <Row gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="New group"
          placeholder="Group name"
          value={name}
          maxLength={100}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          disabled={!name.trim()}
          loading={isSaving}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Create
        </Button>
      </Row>
    </form>
  );
}

function GroupDetail({ group, onDeleted }: { group: Group; onDeleted: () => void }) {
  const { store, drop } = useGroupMutations();
  const [name, setName] = useState(group.Name);
  const [description, setDescription] = useState(group.Description);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [person, setPerson] = useState<LookupOption[]>([]);
  const [busyMember, setBusyMember] = useState<number | null>(null);
  useEffect(() => {
    setName(group.Name);
    setDescription(group.Description);
    setError(null);
  }, [group.Name, group.Description]);
  const isChanged = name.trim() !== group.Name || description.trim() !== group.Description;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      store(await adminApi.updateGroup(group.ID, { Name: name, Description: description }));
      toast.success('Saved!');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const isSure = await confirmAction({
      title: `Delete ${group.Name}?`,
      message: `Its ${group.Members.length} members lose what the group gives them on their next request.`,
      confirmLabel: 'Delete group',
      isDanger: true,
    });
    if (!isSure) return;
    try {
      await adminApi.deleteGroup(group.ID);
      drop(group.ID);
      toast.success(`Group ${group.Name} deleted`);
      onDeleted();
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  const addMember = async () => {
    const chosen = person[0];
    if (!chosen) return;
    setBusyMember(chosen.ID);
    try {
      store(await adminApi.addMember(group.ID, chosen.ID));
      setPerson([]);
      toast.success(`${chosen.FullName ?? chosen.Name} added to ${group.Name}`);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusyMember(null);
    }
  };

  const removeMember = async (memberId: number, memberName: string) => {
    setBusyMember(memberId);
    try {
      store(await adminApi.removeMember(group.ID, memberId));
      toast.success(`${memberName} removed from ${group.Name}`);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusyMember(null);
    }
  };

  const isMember = person[0] && group.Members.some((m) => m.ID === person[0].ID);

  return (
    <Stack gap="md">
      <form onSubmit={save}>
        <Stack gap="xs">
          <Row justify="space-between" align="center">
            <Title order={2} size="h3" c="navy.8">
              {group.Name}
            </Title>
            {group.IsSystem ? (
              <Badge variant="light" color="navy">
                Checked by the portal
              </Badge>
            ) : (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={remove}
              >
                Delete group
              </Button>
            )}
          </Row>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label="Name"
              value={name}
              maxLength={100}
              disabled={group.IsSystem}
              description={group.IsSystem ? 'The portal checks this group by name.' : undefined}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput
              label="Description"
              value={description}
              maxLength={500}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
          </SimpleGrid>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Row>
            <Button type="submit" size="xs" disabled={!isChanged || !name.trim()} loading={isSaving}>
              Save
            </Button>
          </Row>
        </Stack>
      </form>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Members ({group.Members.length})
        </Title>
        <Row gap="xs" align="flex-end" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <LookupPicker
              kind="user"
              label="Add a member"
              placeholder="Search people"
              value={person}
              onChange={setPerson}
            />
          </div>
          <Button
            onClick={addMember}
            disabled={!person[0] || Boolean(isMember)}
            loading={busyMember === person[0]?.ID}
          >
            Add member
          </Button>
        </Row>
        {isMember && (
          <Text size="xs" c="dimmed">
            Already a member.
          </Text>
        )}
        {group.Members.length === 0 ? (
          <EmptyState isCompact title="No members yet" message="Add people with the picker above." />
        ) : (
          // Below md the detail panel is too narrow for three columns: the email goes under the name
          // and the Remove button stays in view.
          <Table.ScrollContainer minWidth={260}>
            <Table verticalSpacing={6} aria-label={`Members of ${group.Name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th visibleFrom="md">Email</Table.Th>
                  <Table.Th w={90}>
                    <span className={classes.hidden}>Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.Members.map((member) => (
                  <Table.Tr key={member.ID}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {member.FullName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.Title}
                      </Text>
                      <Text size="xs" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
                        {member.Email}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm">{member.Email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={busyMember === member.ID}
                        aria-label={`Remove ${member.FullName} from ${group.Name}`}
                        onClick={() => removeMember(member.ID, member.FullName)}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

export function GroupsAdminScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => adminApi.groups({ signal }) });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const groups = query.data ?? [];
  const selected = groups.find((g) => g.ID === selectedId) ?? groups[0];

  return (
    <Stack gap="lg">
      <ScreenHeading title={route.title}>
        Groups decide who may open restricted screens, such as company merges for DedupeAccess. Changes apply
        on each member&rsquo;s next request.
      </ScreenHeading>
      {query.isError && (
        <Alert color="red" role="alert" title="Could not load the groups">
          {errorText(query.error)}
        </Alert>
      )}
      <div className={classes.layout}>
        <Stack gap="sm">
          <NewGroupForm onCreated={(group) => setSelectedId(group.ID)} />
          <Paper withBorder radius="md" p={4}>
            {query.isPending ? (
              <Stack gap={4} p={4} role="status" aria-busy aria-label="Loading groups">
                <Skeleton height={40} />
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Stack>
            ) : (
              <nav aria-label="Groups">
                <ul className={classes.groupList}>
                  {groups.map((group) => (
                    <li key={group.ID}>
                      <UnstyledButton
                        className={classes.groupButton}
                        aria-current={group.ID === selected?.ID ? 'true' : undefined}
                        onClick={() => setSelectedId(group.ID)}
                      >
                        <IconUsersGroup size={18} aria-hidden />
                        <span className={classes.groupName}>{group.Name}</span>
                        <Badge
                          size="sm"
                          variant="light"
                          color="gray"
                          aria-label={`${group.Members.length} members`}
                        >
                          {group.Members.length}
                        </Badge>
                      </UnstyledButton>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </Paper>
        </Stack>
        <Paper withBorder radius="md" p="lg">
          {selected ? (
            <GroupDetail key={selected.ID} group={selected} onDeleted={() => setSelectedId(null)} />
          ) : query.isPending ? (
            <Skeleton height={200} />
          ) : (
            <EmptyState isCompact title="No groups yet" message="Create one on the left." />
          )}
        </Paper>
      </div>
    </Stack>
  );
}
