import { expect } from "@playwright/test";
import { d1Execute } from "../../scripts/lib/local-d1.ts";
import { E2E_STATE_DIR } from "./config";

/** SQL on the test server's local D1, as staff or an outage would leave the data. */
export function execLocalSql(sql: string) {
  const result = d1Execute(["--local", "--persist-to", E2E_STATE_DIR, "--command", sql]);
  expect(result.status, result.stderr).toBe(0);
}
