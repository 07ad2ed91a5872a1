ALTER TABLE `security_events` ADD `actor_name` text;--> statement-breakpoint
ALTER TABLE `security_events` ADD `actor_email` text;--> statement-breakpoint
ALTER TABLE `security_events` ADD `repeats` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `security_events` ADD `last_at` integer;--> statement-breakpoint
-- Staff events recorded before the actor's name was kept: the actor's name and address as they are now (the nearest known); an actor already deleted stays unnamed.
UPDATE `security_events` SET `actor_name` = (SELECT `name` FROM `users` WHERE `users`.`id` = `security_events`.`actor_user_id`), `actor_email` = (SELECT `email` FROM `users` WHERE `users`.`id` = `security_events`.`actor_user_id`) WHERE `actor_user_id` IS NOT NULL;
