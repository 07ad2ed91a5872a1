CREATE TABLE `conversation_claims` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_claims_conversation_idx` ON `conversation_claims` (`conversation_id`);--> statement-breakpoint
CREATE INDEX `conversation_claims_expires_idx` ON `conversation_claims` (`expires_at`);--> statement-breakpoint
DROP INDEX `conversation_entries_email_message_id_unique`;--> statement-breakpoint
DROP INDEX `conversation_entries_idempotency_key_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_entries_message_mail_idx` ON `conversation_entries` (`message_id`,`email_message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_entries_message_key_idx` ON `conversation_entries` (`message_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `claimed_at` integer;