import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { loadContent } from "../../scripts/content/load";
import { CONTENT_DIR } from "./fixture";

/**
 * One process and one history: the way we work lives in process.yml only (the home page's
 * stages, the service pages' approach and /plan's steps are all its), and "Our Journey" is
 * written once, in about.yml. The rendered pages are checked in tests/worker/one-source.test.ts.
 */

const APP_DIR = join(CONTENT_DIR, "..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), pattern)
      : pattern.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every `title` of every object in a list, anywhere in the value. */
function listTitles(value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((item) => [
      ...(item && typeof item === "object" && typeof item.title === "string" ? [item.title] : []),
      ...listTitles(item),
    ]);
  if (value && typeof value === "object") return Object.values(value).flatMap(listTitles);
  return [];
}

/** Every key anywhere in the value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe("the way we work has one source", () => {
  const { process } = loadContent(CONTENT_DIR);
  const names = process.stages.flatMap((stage) => [stage.title, ...stage.steps.map((step) => step.title)]);
  const others = filesUnder(CONTENT_DIR, /\.yml$/)
    .filter((file) => relative(CONTENT_DIR, file) !== "process.yml")
    .map((file) => ({ file: relative(CONTENT_DIR, file), data: parseYaml(readFileSync(file, "utf8")) as unknown }));

  it("process.yml has three stages (the home page's 01 Analyze, 02 Build & Implement, 03 Maintain & Improve)", () => {
    expect(process.stages.map((stage) => stage.title)).toEqual(["Analyze", "Build & Implement", "Maintain & Improve"]);
  });

  it("no other content file lists a stage or a step of it", () => {
    for (const { file, data } of others) {
      expect(
        listTitles(data).filter((title) => names.includes(title)),
        file,
      ).toEqual([]);
    }
  });

  it("no other content file defines process steps of its own for the home page or /plan", () => {
    const landing = others.find((other) => other.file === "landing.yml");
    const plan = others.find((other) => other.file === "plan.yml");
    expect(keysOf(landing?.data)).not.toContain("processSteps");
    expect(Object.keys(plan?.data ?? {})).not.toContain("process");
  });

  it("no page component writes steps of its own (the service pages' approach is process.yml's)", () => {
    const code = filesUnder(APP_DIR, /\.tsx?$/).map((file) => readFileSync(file, "utf8"));
    for (const name of ["Consultation", "Implementation", "Optimization", ...names]) {
      expect(
        code.filter((source) => source.includes(`title: "${name}"`)),
        name,
      ).toEqual([]);
    }
  });
});

describe("the company's history is written once", () => {
  it("'Our Journey' is in about.yml and nowhere else in app/", () => {
    const holders = filesUnder(APP_DIR, /\.(ya?ml|md|tsx?)$/)
      .filter((file) => readFileSync(file, "utf8").includes("Our Journey"))
      .map((file) => relative(APP_DIR, file));
    expect(holders).toEqual(["content/about.yml"]);
  });
});
