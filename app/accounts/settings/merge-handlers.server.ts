import type { SettingsHandler, SettingsSection } from "./context.server";

/** The sections' handlers in one table; an `intent` claimed twice is a mistake, refused at load. */
export function mergeHandlers(sections: readonly SettingsSection[]): ReadonlyMap<string, SettingsHandler> {
  const handlers = new Map<string, SettingsHandler>();
  for (const section of sections) {
    for (const [intent, handler] of Object.entries(section.handlers)) {
      if (handlers.has(intent)) throw new Error(`The intent "${intent}" has two handlers on /account`);
      handlers.set(intent, handler);
    }
  }
  return handlers;
}
