import { desc, eq, or } from "drizzle-orm";
import type { PersonalDataPart } from "~/accounts/index.server";
import { attachmentHref } from "./attachments";
import { attachmentsByEntry, deleteConversationFiles } from "./attachments.server";
import { valuesShownTo } from "./contact-fields";
import { staffLabel } from "./conversations";
import { clientEntriesOf } from "./entries.server";
import { conversations } from "./schema.server";

/**
 * The conversations' part of a person's data: in the download, every conversation of theirs (the
 * message, our replies and their answers, each with its files' names, sizes and download links);
 * deleting the account deletes the conversations sent signed in or with the account's address,
 * their files in `files` (ATTACHMENTS) first.
 */
export function conversationsPersonalData(files: R2Bucket): PersonalDataPart {
  return {
    async exported(db, person, origin) {
      const messages = await db
        .select()
        .from(conversations)
        // Theirs by account only (sent signed in, or added from the mailed link): the address alone
        // is no proof (app/conversations/claims.server.ts).
        .where(eq(conversations.userId, person.id))
        .orderBy(desc(conversations.createdAt));
      const ids = messages.map((m) => m.id);
      const [entries, attached] = await Promise.all([clientEntriesOf(db, ids), attachmentsByEntry(db, ids)]);
      // A file as the export lists it: its name and size, and where to download it while signed in.
      const listed = (at: string) =>
        (attached.get(at) ?? []).map((file) => ({
          name: file.name,
          bytes: file.bytes,
          ...(file.notKept
            ? { notKept: file.notKept }
            : { download: new URL(attachmentHref(file.id), origin).toString() }),
        }));
      return {
        conversations: messages.map((m) => ({
          sentAt: m.createdAt.toISOString(),
          sentWhileSignedIn: m.userId === person.id,
          // Every field of the contact form the export is to show (app/conversations/contact-fields.ts).
          ...valuesShownTo("export", m),
          // Where the visit came from, as their browser sent it with the form (app/site/visit.ts).
          ...(m.visit ? { visit: m.visit } : {}),
          attachments: listed(m.id),
          status: m.status,
          // Every reply and answer after the message, oldest first, ours signed by who wrote them;
          // staff notes and events are not the client's data and never leave (clientEntriesOf).
          conversation: (entries.get(m.id) ?? []).map((e) => ({
            from: e.author === "client" ? "you" : staffLabel(e.staffName),
            at: e.createdAt.toISOString(),
            via: e.via,
            text: e.body,
            attachments: listed(e.id),
          })),
        })),
      };
    },
    async erased(db, person) {
      const theirs = or(eq(conversations.userId, person.id), eq(conversations.email, person.email));
      // Their files first: were this to fail, the conversations would still be there to delete again.
      const owned = await db.select({ id: conversations.id }).from(conversations).where(theirs);
      await deleteConversationFiles(
        db,
        files,
        owned.map((row) => row.id),
      );
      return [db.delete(conversations).where(theirs)];
    },
  };
}
