CREATE TABLE `newsletter_deliveries` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`issue_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`sent_at` integer,
	`unsubscribe_token_hash` text,
	FOREIGN KEY (`issue_id`) REFERENCES `newsletter_issues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_issue_subscriber_idx` ON `newsletter_deliveries` (`issue_id`,`subscriber_id`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_issue_status_idx` ON `newsletter_deliveries` (`issue_id`,`status`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_unsubscribe_token_idx` ON `newsletter_deliveries` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE TABLE `newsletter_issues` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text,
	`subject` text NOT NULL,
	`preview_text` text DEFAULT '' NOT NULL,
	`body_markdown` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`send_token` text,
	`recipient_count` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`send_started_at` integer,
	`sent_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_issues_slug_unique` ON `newsletter_issues` (`slug`);--> statement-breakpoint
CREATE INDEX `newsletter_issues_status_sent_idx` ON `newsletter_issues` (`status`,`sent_at`);