CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`unsubscribe_token_hash` text,
	`source` text NOT NULL,
	`confirm_mailed_at` integer,
	`requested_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_confirm_token_idx` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_unsubscribe_token_idx` ON `newsletter_subscribers` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_confirmed_idx` ON `newsletter_subscribers` (`status`,`confirmed_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;