import { useEffect } from 'react';

export const APP_TITLE = 'Atrium';

export function formatDocumentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${APP_TITLE}` : APP_TITLE;
}

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
