// A company's family tree: the company and its subsidiaries, or its whole family from the top parent.
import type { Hierarchy, HierarchyNode } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as familyRepo from './company-family.repo.ts';

export async function getHierarchy(
  ctx: Pick<ServiceContext, 'db'>,
  input: { id: number; include: 'subsidiaries' | 'all' },
): Promise<Hierarchy> {
  if (!(await familyRepo.companyExists(ctx.db, input.id))) throw notFound('This company does not exist.');
  const rootId = input.include === 'all' ? await familyRepo.findTopParent(ctx.db, input.id) : input.id;
  const family = await familyRepo.listDescendants(ctx.db, rootId);
  const nodes = new Map<number, HierarchyNode>(
    family.map((c) => [c.id, { Id: c.id, Name: c.name, IsKeyAccount: c.isKeyAccount, children: [] }]),
  );
  for (const c of family) {
    if (c.id === rootId || c.parentId === null || c.parentId === c.id) continue;
    nodes.get(c.parentId)?.children.push(nodes.get(c.id) as HierarchyNode);
  }
  const root = nodes.get(rootId) as HierarchyNode;
  const companyIds: number[] = [];
  const walk = (node: HierarchyNode) => {
    companyIds.push(node.Id);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return { companyId: input.id, include: input.include, root, companyIds };
}
