import type { BatchItem } from "drizzle-orm/batch";
import { createDb } from "~/platform/db/client.server";
import { createMailer } from "~/platform/mail/queue.server";
import { cutoffFor, type RetentionDeps, type RetentionPlan, type RetentionStep } from "./rule.server";

export type RetentionCounts = {
  /** Rows each rule deleted, by rule name. */
  deleted: Record<string, number>;
  /** Each step's count, by step name. */
  steps: Record<string, number>;
};

/**
 * The daily clean-up: the plan's steps before the batch (e.g. R2 objects of rows about to go; R2
 * is not D1), then every rule's deletion in one D1 batch (all or nothing), then the steps after it.
 */
export async function applyRetention(deps: RetentionDeps, plan: RetentionPlan): Promise<RetentionCounts> {
  const { db, now } = deps;
  const steps: Record<string, number> = {};
  await runSteps(plan.before, deps, steps);
  const statements = plan.rules.map((rule) => rule.build(db, cutoffFor(rule, now)));
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const deleted: Record<string, number> = {};
  plan.rules.forEach((rule, i) => {
    deleted[rule.name] = (results[i] as D1Result).meta?.changes ?? 0;
  });
  await runSteps(plan.after, deps, steps);
  return { deleted, steps };
}

async function runSteps(list: RetentionStep[], deps: RetentionDeps, into: Record<string, number>): Promise<void> {
  for (const step of list) into[step.name] = await step.run(deps);
}

/** The clean-up with the Worker's real bindings. */
export function retentionDeps(env: Env, now: Date): RetentionDeps {
  return {
    db: createDb(env.DB),
    mailer: createMailer(env),
    now,
    env,
  };
}
