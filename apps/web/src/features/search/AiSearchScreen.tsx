// spec 1 §2.1 /{ai-search}: the landing page of the firm's AI assistant — content-managed (the tree
// page named 'ai-search') — with a search box that hands the question to /search. No model is called.
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { searchPath } from './hit-links.ts';
import { ManagedPage, MissingManagedPage, useTreeNode } from './managed-page.tsx';

export const AI_SEARCH_PAGE_NAME = 'ai-search';

export function AiSearchScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const node = useTreeNode((n) => n.VueRouterName === AI_SEARCH_PAGE_NAME);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(searchPath(text.trim()));
  };
  const searchBox = (
    <Paper withBorder radius="lg" p="lg" mb="lg" bg="#f6f9fd">
      <form onSubmit={onSubmit} aria-label="Search the portal">
        <Text fw={650} c="navy.8" mb={6} component="label" htmlFor="ai-search-box" display="block">
          What are you looking for?
        </Text>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            id="ai-search-box"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder="A colleague, a client, an assignment or a topic"
            leftSection={<IconSearch size={18} aria-hidden />}
            size="md"
            style={{ flex: 1, minWidth: 0 }}
            maxLength={200}
          />
          <Button type="submit" size="md" color="navy">
            Search
          </Button>
        </Group>
      </form>
    </Paper>
  );
  return node ? (
    <ManagedPage route={route} node={node} lead={searchBox} />
  ) : (
    <>
      {searchBox}
      <MissingManagedPage title={route.title} name={AI_SEARCH_PAGE_NAME} />
    </>
  );
}
