import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server (DECISIONS: "Rendering and content").
  ssr: true,
} satisfies Config;
