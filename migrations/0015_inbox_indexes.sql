CREATE INDEX `contact_messages_needs_reply_idx` ON `contact_messages` (`waiting_since`,`id`) WHERE (status = 'new' and is_verified = 1) or status = 'client_replied';--> statement-breakpoint
CREATE INDEX `contact_messages_status_latest_idx` ON `contact_messages` (`status`,`last_activity_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_latest_idx` ON `contact_messages` (`last_activity_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_assignee_status_idx` ON `contact_messages` (`assignee_id`,`status`,`is_verified`);