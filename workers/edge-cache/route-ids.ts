import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The route ids a page path matches (root, its layouts, the page), from the app's own route
 * manifest. A `.data` request's `_routes` names the routes to load; the edge cache keeps only the
 * ids that belong to the path, so made-up ids (`?_routes=r1`, `r2`, ...) cannot mint entries.
 */
export type RouteIdsOf = (pagePath: string) => Promise<readonly string[]>;

type RouteTree = RouteObject & { id: string; children?: RouteTree[] };

/** The manifest (id -> parent) as the tree `matchRoutes` walks; made once per build. */
function treeOf(routes: ServerBuild["routes"]): RouteTree[] {
  const byParent = new Map<string | undefined, RouteTree[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteTree;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (node: RouteTree): RouteTree => {
    const children = byParent.get(node.id);
    if (children && !node.index) node.children = children.map(attach);
    return node;
  };
  return (byParent.get(undefined) ?? []).map(attach);
}

const trees = new WeakMap<ServerBuild["routes"], RouteTree[]>();

/** The ids of the routes that match `pagePath`, outermost first; none for a path nothing matches. */
export function routeIdsFor(routes: ServerBuild["routes"], pagePath: string): string[] {
  let tree = trees.get(routes);
  if (!tree) {
    tree = treeOf(routes);
    trees.set(routes, tree);
  }
  return (matchRoutes(tree, pagePath) ?? []).map((match) => (match.route as RouteTree).id);
}
