import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type BodyLimit, DEFAULT_BODY_LIMIT, declaredBodyLimit } from "~/platform/http/body-limit";

type Manifest = ServerBuild["routes"];
type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };

/** The build's flat route manifest as the nested routes `matchRoutes` reads, made once per build. */
const trees = new WeakMap<Manifest, Node[]>();
function routeTree(routes: Manifest): Node[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const byParent = new Map<string, Node[]>();
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node: Node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive };
    nodes.set(route.id, node);
    const siblings = byParent.get(route.parentId ?? "") ?? [];
    siblings.push(node);
    byParent.set(route.parentId ?? "", siblings);
  }
  for (const [id, node] of nodes) {
    const children = byParent.get(id);
    if (children && !node.index) node.children = children;
  }
  tree = byParent.get("") ?? [];
  trees.set(routes, tree);
  return tree;
}

/**
 * The body limit of a page request to `pathname`: what its route declares in `handle.bodyLimit`
 * (app/platform/http/body-limit.ts), else the default. React Router's data requests
 * (`/contact.data`, `/_root.data` for the home page) count as their page.
 */
export function routeBodyLimit(routes: Manifest, pathname: string): BodyLimit {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(routeTree(routes) as RouteObject[], page);
  if (!matches) return DEFAULT_BODY_LIMIT;
  return declaredBodyLimit(
    matches.map((match) => (match.route.id ? routes[match.route.id]?.module.handle : undefined)),
  );
}
