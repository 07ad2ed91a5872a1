import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

export const CONTENT_DIR = join(import.meta.dirname, "../../app/content");

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away copy of app/content/ (data files only) to change in a test. */
export function copyOfContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "adrig-content-"));
  made.push(dir);
  cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => !/\.tsx?$/.test(src) });
  return dir;
}

/** Replaces exactly one occurrence of `from` in `file` (fails loudly if it is not there once). */
export function editOnce(dir: string, file: string, from: string | RegExp, to: string) {
  const path = join(dir, file);
  const source = readFileSync(path, "utf8");
  const matches =
    typeof from === "string"
      ? source.split(from).length - 1
      : (source.match(new RegExp(from.source, `${from.flags}g`)) ?? []).length;
  if (matches !== 1) throw new Error(`${file}: expected one match for ${String(from)}, found ${matches}`);
  writeFileSync(path, source.replace(from, to));
}

export function writeContentFile(dir: string, file: string, text: string) {
  writeFileSync(join(dir, file), text);
}
