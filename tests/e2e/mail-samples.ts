import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { domainEntries } from "../../scripts/build/domain-entries";
import { contentPlugin } from "../../scripts/content/vite-plugin";

/**
 * Every kind of mail the site sends (tests/mail-samples.ts), composed by the app's own code in
 * this Node process: the mail modules read the content (`virtual:content/*`) and the `~/` paths,
 * so they are loaded through Vite with the build's own plugins, as the Worker tests load them.
 * Once per test worker, a few seconds.
 */
/** One mail of tests/mail-samples.ts (typed here: that file is the Worker project's). */
type MailSample = { from: string; mail: { subject: string; text: string; html?: string } };

let samples: Promise<MailSample[]> | undefined;

export function mailSamples(): Promise<MailSample[]> {
  samples ??= (async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const vite = await createServer({
      root,
      configFile: false,
      logLevel: "error",
      appType: "custom",
      plugins: [domainEntries(), contentPlugin()],
      resolve: { alias: { "~": `${root}app` } },
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const module = (await vite.ssrLoadModule("/tests/mail-samples.ts")) as { mailSamples: () => MailSample[] };
      return module.mailSamples();
    } finally {
      await vite.close();
    }
  })();
  return samples;
}
