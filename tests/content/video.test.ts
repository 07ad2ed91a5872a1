import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { landingContentFiles } from "../../app/site/landing-files";
import { contentPlugin } from "../../scripts/content/vite-plugin";
import { CONTENT_DIR } from "./fixture";

/**
 * The home page's video (VideoSection.json): ADRIG's own, named by its YouTube id, or none
 * (`null`). The build refuses a missing or malformed id, so no broken or made-up embed ships.
 */
const COMMITTED = join(import.meta.dirname, "../../public/content/landingpage/VideoSection.json");
const committed = JSON.parse(readFileSync(COMMITTED, "utf8")) as Record<string, unknown>;
const { schema } = landingContentFiles.video;

/** Runs the build's check of the landing files on a copy of public/ whose VideoSection.json is `video`. */
function buildWith(video: Record<string, unknown>) {
  const publicDir = mkdtempSync(join(tmpdir(), "adrig-public-"));
  cpSync(join(import.meta.dirname, "../../public/content"), join(publicDir, "content"), { recursive: true });
  writeFileSync(join(publicDir, landingContentFiles.video.path), JSON.stringify(video));
  const plugin = contentPlugin({ contentDir: CONTENT_DIR, publicDir });
  return () => (plugin.buildStart as () => void).call({});
}

describe("the home page's video id", () => {
  it("accepts a YouTube id, and none", () => {
    for (const videoId of ["M7lc1UVf-VE", "aqz-KE-bpKQ", "_OBlgSz8sSM", null]) {
      expect(v.safeParse(schema, { ...committed, videoId }).success, String(videoId)).toBe(true);
    }
    expect(buildWith({ ...committed, videoId: "M7lc1UVf-VE" })).not.toThrow();
    expect(buildWith({ ...committed, videoId: null })).not.toThrow();
  });

  for (const [why, videoId] of [
    ["too short", "M7lc1UVf"],
    ["too long", "M7lc1UVf-VEx"],
    ["a character YouTube never uses", "M7lc1UVf.VE"],
    ["an impossible last character", "M7lc1UVf-VB"],
    ["a whole address", "https://www.youtube.com/watch?v=M7lc1UVf-VE"],
    ["empty", ""],
    ["markup", "<script>x</script>"],
  ] as const) {
    it(`the build refuses one that is ${why}`, () => {
      expect(buildWith({ ...committed, videoId })).toThrow(/VideoSection\.json[\s\S]*videoId/);
    });
  }

  it("the build refuses a file that names no video at all (the key missing)", () => {
    const { videoId: _, ...withoutId } = committed;
    expect(buildWith(withoutId)).toThrow(/VideoSection\.json[\s\S]*videoId/);
  });

  it("the committed file ships no stand-in: none until ADRIG's own video is named", () => {
    expect(v.safeParse(schema, committed).success).toBe(true);
    // The well-known music video that stood in for ADRIG's own.
    expect(committed.videoId).not.toBe("dQw4w9WgXcQ");
  });
});
