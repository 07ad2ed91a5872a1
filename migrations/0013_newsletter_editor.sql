CREATE TABLE `newsletter_images` (
	`key` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `unsubscribed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `scheduled_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `scheduled_origin` text;--> statement-breakpoint
CREATE INDEX `newsletter_issues_scheduled_idx` ON `newsletter_issues` (`scheduled_at`);