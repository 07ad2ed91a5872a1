import type { GenericSchema } from "valibot";

/** A form's browser-side check: the first message of each invalid field, empty when all pass. */
export type FieldCheck = (input: unknown) => Record<string, string>;

export type LazySchema = {
  /** Loads the schema and valibot (once; a failed load may be tried again). */
  load(): Promise<FieldCheck>;
  /** The check once loaded, so a submit after that validates synchronously; null before. */
  readonly loaded: FieldCheck | null;
};

/**
 * A form's schema behind a dynamic import. valibot and the field messages are a few KB that only
 * people who use a form need, so no page loads them at first paint: the form starts loading its
 * schema when it gets focus or input, and a submit before that waits for it
 * (use-action-form.ts). The server actions import the same schemas statically.
 *
 * @example lazySchema(() => import("../../newsletter/validation/newsletter").then((m) => m.newsletterSchema))
 */
export function lazySchema(loadSchema: () => Promise<GenericSchema>): LazySchema {
  let loading: Promise<FieldCheck> | null = null;
  let loaded: FieldCheck | null = null;
  return {
    load() {
      loading ??= Promise.all([loadSchema(), import("./check")]).then(
        ([schema, { check }]) => (loaded = (input) => check(schema, input)),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}
