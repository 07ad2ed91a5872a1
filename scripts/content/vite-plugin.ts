import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as v from "valibot";
import type { Plugin, ViteDevServer } from "vite";
import { buildContactServiceOptions, buildFooterContent } from "../../app/content/derive.ts";
import { landingContentFiles } from "../../app/site/landing-files.ts";
import { buildSearchDocuments } from "../../app/site/search-documents.ts";
import { type Content, ContentError, loadContent } from "./load.ts";
import { outlinedPartnerLogos, outlineSvgText, PARTNER_LOGO_URL_DIR } from "./partner-logos.ts";
import { buildSocialCards, renderSocialCard, socialCards } from "./social-cards.ts";

/**
 * Serves app/content/ to the app as virtual modules, checked at build time:
 *
 *   virtual:content/site             site.yml
 *   virtual:content/catalogue        services/*.yml and products/*.yml
 *   virtual:content/team             team.yml
 *   virtual:content/landing          landing.yml
 *   virtual:content/posts            blog/*.md, rendered to HTML, with reading times
 *   virtual:content/legal            legal/*.md (/privacy, /terms), with facts from site.yml filled in
 *   virtual:content/contact-options  the contact form's options: every hub and "Other" (a tiny slice for the browser)
 *   virtual:content/work             work.yml, the copy of /work
 *   virtual:content/plan             plan.yml, the copy of /plan
 *   virtual:content/about            about.yml, the copy of /about
 *   virtual:content/process          process.yml, the way we work (/plan, home, service pages)
 *   virtual:content/search-index     the site search's documents (server only: search-index.server.ts)
 *
 * Each slice is its own module, so a browser component that needs the site's name does not pull
 * in the catalogue. It also writes public/content/landingpage/Footer.json from the content (the
 * spec keeps that file's path and shape) and checks the other three landing JSON files against
 * their schemas, so a broken edit there fails the build too. The client build also gets a 1200x630
 * PNG social card per article, hub, sub-service and product (og/<page path>.png; in dev they are
 * drawn on request). Types: app/content/virtual.d.ts (the search index: app/site/virtual.d.ts).
 */
const PREFIX = "virtual:content/";
const slices = {
  site: (content: Content) => content.site,
  catalogue: (content: Content) => content.catalogue,
  team: (content: Content) => content.team,
  landing: (content: Content) => content.landing,
  posts: (content: Content) => content.posts,
  legal: (content: Content) => content.legal,
  "contact-options": (content: Content) => buildContactServiceOptions(content.catalogue),
  work: (content: Content) => content.work,
  plan: (content: Content) => content.plan,
  about: (content: Content) => content.about,
  process: (content: Content) => content.process,
  "search-index": (content: Content) => buildSearchDocuments(content),
} as const;
type SliceName = keyof typeof slices;

export type ContentPluginOptions = {
  /** The content folder; app/content by default. Tests point it at a fixture. */
  contentDir?: string;
  /** The folder whose content/landingpage/ holds the four JSON files; public by default. */
  publicDir?: string;
};

export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  const contentDir = resolve(options.contentDir ?? "app/content");
  const publicDir = resolve(options.publicDir ?? "public");
  const logoDir = join(contentDir, "partner-logos");
  let cached: Content | undefined;

  function content(): Content {
    cached ??= loadContent(contentDir);
    return cached;
  }

  function writeFooterJson(data: Content) {
    const file = join(publicDir, landingContentFiles.footer.path);
    const json = `${JSON.stringify(buildFooterContent(data.site, data.catalogue), null, 2)}\n`;
    // Written only when it changed, so a build does not touch the file (or the dev watcher) needlessly.
    if (!existsSync(file) || readFileSync(file, "utf8") !== json) writeFileSync(file, json);
  }

  function checkLandingJson() {
    for (const [name, { path, schema }] of Object.entries(landingContentFiles)) {
      if (name === "footer") continue;
      const file = join(publicDir, path);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        throw new ContentError(`public${path}: cannot be read as JSON: ${(error as Error).message}`);
      }
      const result = v.safeParse(schema, data);
      if (!result.success) {
        const problems = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? "(top level)"}: ${issue.message}`);
        throw new ContentError(`public${path}: does not match its schema:\n${problems.join("\n")}`);
      }
    }
  }

  /** Dev only: draw /og/<page>.png on request, as the build would emit it. */
  function serveSocialCards(server: ViteDevServer) {
    server.middlewares.use((req, res, next) => {
      const path = req.url?.split("?")[0] ?? "";
      if (!path.startsWith("/og/") || !path.endsWith(".png")) return next();
      const data = content();
      const card = socialCards(data).find((c) => `/og${c.page}.png` === path);
      if (!card) return next();
      renderSocialCard(card, data.site.legalName).then(
        (png) => {
          res.setHeader("Content-Type", "image/png");
          res.end(png);
        },
        (error: unknown) => next(error),
      );
    });
  }

  /** Dev only: /images/partners/<name>.svg outlined on request, as the build emits it. */
  function servePartnerLogos(server: ViteDevServer) {
    const prefix = `/${PARTNER_LOGO_URL_DIR}/`;
    server.middlewares.use((req, res, next) => {
      const path = req.url?.split("?")[0] ?? "";
      const file = path.startsWith(prefix) ? path.slice(prefix.length) : "";
      const source = join(logoDir, file);
      // A plain file name only: nothing outside the logo folder is ever read.
      if (!/^[\w-]+\.svg$/.test(file) || !existsSync(source)) return next();
      res.setHeader("Content-Type", "image/svg+xml");
      res.end(outlineSvgText(readFileSync(source, "utf8"), file));
    });
  }

  function reloadOnChange(server: ViteDevServer) {
    server.watcher.add(contentDir);
    server.watcher.on("all", (_event, file) => {
      if (!resolve(file).startsWith(contentDir) || !/\.(ya?ml|md)$/.test(file)) return;
      cached = undefined;
      for (const environment of Object.values(server.environments)) {
        for (const name of Object.keys(slices)) {
          const module = environment.moduleGraph.getModuleById(`\0${PREFIX}${name}`);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      }
      try {
        writeFooterJson(content());
      } catch (error) {
        server.config.logger.error(String(error));
      }
      server.ws.send({ type: "full-reload" });
    });
  }

  return {
    name: "adrig-content",
    enforce: "pre",
    buildStart() {
      cached = undefined;
      const data = content();
      writeFooterJson(data);
      checkLandingJson();
    },
    configureServer(server) {
      reloadOnChange(server);
      serveSocialCards(server);
      servePartnerLogos(server);
    },
    async generateBundle() {
      // Cards are static files of the client build, served by Workers assets (no Worker CPU).
      if (this.environment.name !== "client") return;
      await buildSocialCards(content(), (fileName, source) => {
        this.emitFile({ type: "asset", fileName, source });
      });
      for (const [file, svg] of outlinedPartnerLogos(logoDir)) {
        this.emitFile({ type: "asset", fileName: `${PARTNER_LOGO_URL_DIR}/${file}`, source: svg });
      }
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) && id.slice(PREFIX.length) in slices) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1) as SliceName;
      // JSON.parse of a string literal is faster to start than a large object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(slices[name](content())))});\n`;
    },
  };
}
