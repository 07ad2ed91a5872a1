CREATE TABLE `attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`entry_id` text,
	`name` text NOT NULL,
	`kind` text,
	`bytes` integer NOT NULL,
	`key` text,
	`not_kept` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `conversation_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attachments_conversation_idx` ON `attachments` (`conversation_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_staff_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `client_read_at` integer;--> statement-breakpoint
-- Our newest reply of each existing conversation; the replies sent before /messages existed were
-- read on /contact, so none of them turns up as unread.
UPDATE `contact_messages` SET `last_staff_at` = (
	SELECT max(`created_at`) FROM `conversation_entries` e
	WHERE e.`message_id` = `contact_messages`.`id` AND e.`author` = 'staff' AND e.`kind` = 'message'
);--> statement-breakpoint
UPDATE `contact_messages` SET `client_read_at` = `last_staff_at`;
