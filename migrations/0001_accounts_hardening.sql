CREATE TABLE `pending_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_signups_token_hash_unique` ON `pending_signups` (`token_hash`);--> statement-breakpoint
CREATE INDEX `pending_signups_email_idx` ON `pending_signups` (`email`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_used_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `failed_logins` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `failed_logins_since` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `locked_until` integer;