CREATE TABLE `booking_availability` (
	`staff_id` text PRIMARY KEY NOT NULL,
	`weekly_hours` text NOT NULL,
	`meeting_minutes` integer DEFAULT 30 NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`blocked_days` text NOT NULL,
	`meeting_link` text DEFAULT '' NOT NULL,
	`takes_bookings` integer DEFAULT false NOT NULL,
	`feed_token_hash` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`topic` text NOT NULL,
	`time_zone` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`meeting_link` text DEFAULT '' NOT NULL,
	`conversation_id` text,
	`cancel_reason` text,
	`cancelled_by` text,
	`reminded_day_at` integer,
	`reminded_hour_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_staff_start_confirmed_idx` ON `bookings` (`staff_id`,`start_at`) WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX `bookings_start_idx` ON `bookings` (`status`,`start_at`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`email`,`start_at`);--> statement-breakpoint
CREATE INDEX `bookings_user_idx` ON `bookings` (`user_id`,`start_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text;