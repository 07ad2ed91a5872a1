CREATE TABLE `capped_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`address_hash` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `capped_mails_address_kind_sent_idx` ON `capped_mails` (`address_hash`,`kind`,`sent_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`address_hash` text NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_address_failed_idx` ON `login_failures` (`address_hash`,`failed_at`);--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `failed_logins`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `failed_logins_since`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `locked_until`;