ALTER TABLE `sessions` ADD `reauth_at` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `reauth_method` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `reauth_passkey_id` text;--> statement-breakpoint
ALTER TABLE `two_step_secrets` ADD `pending_session_id` text REFERENCES sessions(id) ON DELETE cascade;
