import type { FormEvent } from "react";
import { useRevalidator } from "react-router";
import { postJson } from "~/lib/api-client";
import { notify } from "~/lib/toast";
import { useAuthUi } from "./auth-ui";

/** Signs out: a plain form post without JavaScript, a fetch plus toast with it. */
export function SignOutButton({ className }: { className: string }) {
  const { setPending } = useAuthUi();
  const revalidator = useRevalidator();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const result = await postJson("/api/auth/logout", {});
      if (!result.ok) throw new Error(result.error);
      notify({ kind: "success", title: "Signed out successfully" });
      await revalidator.revalidate();
    } catch (err) {
      notify({ kind: "error", title: "Error signing out", description: (err as Error).message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" action="/api/auth/logout" onSubmit={onSubmit}>
      <button type="submit" className={className}>
        Sign Out
      </button>
    </form>
  );
}
