DROP INDEX `conversation_entries_email_message_id_unique`;--> statement-breakpoint
DROP INDEX `conversation_entries_idempotency_key_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_entries_message_mail_idx` ON `conversation_entries` (`message_id`,`email_message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_entries_message_key_idx` ON `conversation_entries` (`message_id`,`idempotency_key`);