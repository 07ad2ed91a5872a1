import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Placeholder screens of the old site: a centred heading, kept out of search (DECISIONS "Routes"). */
const placeholders = ["service", "product", "work", "plan"] as const;

export default [
  index("routes/home.tsx"),
  ...placeholders.map((path) => route(path, "routes/placeholder.tsx", { id: `placeholder-${path}` })),
  route("services", "routes/services.tsx"),
  route("services/:category", "routes/service-category.tsx"),
  route("services/:category/:sub", "routes/sub-service.tsx"),
  route("products/:product", "routes/product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
