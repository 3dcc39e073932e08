// spec 1 §2.1 /assessment: the firm's leadership assessment offer, a content-managed page (the
// tree page named 'assessment'), edited like any page.
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ManagedPage, MissingManagedPage, useTreeNode } from './managed-page.tsx';

export const ASSESSMENT_PAGE_NAME = 'assessment';

export function AssessmentScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const node = useTreeNode((n) => n.VueRouterName === ASSESSMENT_PAGE_NAME);
  if (!node) return <MissingManagedPage title={route.title} name={ASSESSMENT_PAGE_NAME} />;
  return <ManagedPage route={route} node={node} />;
}
