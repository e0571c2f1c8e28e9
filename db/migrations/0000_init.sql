CREATE TABLE `file_owners` (
	`file_id` text NOT NULL,
	`owner_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`file_id`, `owner_id`),
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `file_owners_owner` ON `file_owners` (`owner_id`);--> statement-breakpoint
CREATE TABLE `file_variants` (
	`file_id` text NOT NULL,
	`width` integer NOT NULL,
	`format` text NOT NULL,
	`data` blob NOT NULL,
	PRIMARY KEY(`file_id`, `width`, `format`),
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`mime` text NOT NULL,
	`data` blob NOT NULL,
	`width` integer,
	`height` integer,
	`thumbhash` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `regions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name_ko` text NOT NULL,
	`name_ja` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `regions_code_unique` ON `regions` (`code`);--> statement-breakpoint
CREATE TABLE `themes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name_ko` text NOT NULL,
	`name_ja` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `themes_code_unique` ON `themes` (`code`);--> statement-breakpoint
CREATE TABLE `mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`code` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mails_to` ON `mails` (`to`);--> statement-breakpoint
CREATE TABLE `mock_provider_accounts` (
	`provider` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `email`)
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`family` text NOT NULL,
	`persistent` integer DEFAULT false NOT NULL,
	`revoked_at` integer,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_user` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family` ON `refresh_tokens` (`family`);--> statement-breakpoint
CREATE TABLE `social_accounts` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `user_regions` (
	`user_id` integer NOT NULL,
	`region_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `region_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`region_id`) REFERENCES `regions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `user_themes` (
	`user_id` integer NOT NULL,
	`theme_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `theme_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`theme_id`) REFERENCES `themes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text,
	`password_hash` text,
	`temp_password_hash` text,
	`temp_password_expires_at` integer,
	`nickname` text NOT NULL,
	`signup_path` text NOT NULL,
	`profile_image` text,
	`instagram` text,
	`age_group` text,
	`gender` text,
	`language` text DEFAULT 'ko' NOT NULL,
	`nationality` text,
	`consent_privacy` integer DEFAULT false NOT NULL,
	`consent_terms` integer DEFAULT false NOT NULL,
	`consent_marketing` integer DEFAULT false NOT NULL,
	`point_balance` integer DEFAULT 0 NOT NULL,
	`point_cumulative` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`withdrawn_at` integer,
	`suspended_until` integer,
	`suspend_reason` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_nickname_unique` ON `users` (`nickname`);--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`code` text NOT NULL,
	`expires_at` integer NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`verified_at` integer,
	`replaced_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verification_codes_email` ON `verification_codes` (`email`);--> statement-breakpoint
CREATE TABLE `attendance` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`prize` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `mission_progress` (
	`user_id` integer NOT NULL,
	`month` text NOT NULL,
	`mission` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`completed_at` integer,
	PRIMARY KEY(`user_id`, `month`, `mission`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `mission_rewards` (
	`user_id` integer NOT NULL,
	`month` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_number` text NOT NULL,
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`required_points` integer NOT NULL,
	`country` text NOT NULL,
	`last_name` text NOT NULL,
	`first_name` text NOT NULL,
	`phone` text NOT NULL,
	`zip` text NOT NULL,
	`address` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`tracking_number` text,
	`cancel_reason` text,
	`status_changed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`order_number`);--> statement-breakpoint
CREATE INDEX `orders_user` ON `orders` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `point_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`ref_id` integer,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `point_ledger_user` ON `point_ledger` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_ko` text NOT NULL,
	`name_ja` text NOT NULL,
	`description_ko` text NOT NULL,
	`description_ja` text NOT NULL,
	`required_points` integer NOT NULL,
	`stock` integer NOT NULL,
	`images` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`on_sale` integer DEFAULT true NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_ko` text NOT NULL,
	`title_ja` text NOT NULL,
	`image_url` text NOT NULL,
	`link_path` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_ko` text NOT NULL,
	`title_ja` text NOT NULL,
	`body_ko` text NOT NULL,
	`body_ja` text NOT NULL,
	`important` integer DEFAULT false NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `place_bookmarks` (
	`place_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `place_id`),
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `place_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`place_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`contents` text NOT NULL,
	`deleted_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `place_comments_place` ON `place_comments` (`place_id`,`id`);--> statement-breakpoint
CREATE TABLE `place_likes` (
	`place_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`place_id`, `user_id`),
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `place_menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`place_id` integer NOT NULL,
	`name_ko` text NOT NULL,
	`name_ja` text NOT NULL,
	`price` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `place_menus_place` ON `place_menus` (`place_id`);--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`area` text NOT NULL,
	`theme_id` integer,
	`name_ko` text NOT NULL,
	`name_ja` text NOT NULL,
	`name_en` text NOT NULL,
	`search_keys` text NOT NULL,
	`area_keys` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`address_ko` text NOT NULL,
	`address_ja` text NOT NULL,
	`phone` text,
	`open_time` text,
	`close_time` text,
	`break_start` text,
	`break_end` text,
	`closed_days` text NOT NULL,
	`info_ko` text NOT NULL,
	`info_ja` text NOT NULL,
	`images` text NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`bookmark_count` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`theme_id`) REFERENCES `themes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `places_lat_lng` ON `places` (`lat`,`lng`);--> statement-breakpoint
CREATE INDEX `places_area` ON `places` (`area`);--> statement-breakpoint
CREATE TABLE `feed_bookmarks` (
	`feed_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `feed_id`),
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `feed_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feed_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`contents` text NOT NULL,
	`deleted_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `feed_comments_feed` ON `feed_comments` (`feed_id`,`id`);--> statement-breakpoint
CREATE TABLE `feed_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feed_id` integer NOT NULL,
	`url` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `feed_images_feed` ON `feed_images` (`feed_id`,`sort`);--> statement-breakpoint
CREATE INDEX `feed_images_url` ON `feed_images` (`url`);--> statement-breakpoint
CREATE TABLE `feed_likes` (
	`feed_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`feed_id`, `user_id`),
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `feed_translations` (
	`feed_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text GENERATED ALWAYS AS (substr(contents, 1, 120)) STORED,
	`contents` text NOT NULL,
	PRIMARY KEY(`feed_id`, `language`),
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `feed_views` (
	`feed_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`feed_id`, `user_id`, `day`),
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`theme_id` integer NOT NULL,
	`place_id` integer,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text GENERATED ALWAYS AS (substr(contents, 1, 120)) STORED,
	`recommended` integer DEFAULT false NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`bookmark_count` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`updated_at` integer,
	`created_at` integer NOT NULL,
	`contents` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`theme_id`) REFERENCES `themes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `feeds_latest` ON `feeds` (`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `feeds_recommended` ON `feeds` (`recommended`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `feeds_user` ON `feeds` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `feeds_place` ON `feeds` (`place_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`reason` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `plan_day_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_id` integer NOT NULL,
	`day` integer NOT NULL,
	`kind` text NOT NULL,
	`place_id` integer,
	`feed_id` integer,
	`visit_time` text,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plan_day_items_day` ON `plan_day_items` (`plan_id`,`day`,`sort`);--> statement-breakpoint
CREATE UNIQUE INDEX `plan_day_items_place` ON `plan_day_items` (`plan_id`,`day`,`place_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `plan_day_items_feed` ON `plan_day_items` (`plan_id`,`day`,`feed_id`);--> statement-breakpoint
CREATE TABLE `plan_days` (
	`plan_id` integer NOT NULL,
	`day` integer NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`plan_id`, `day`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `plan_regions` (
	`plan_id` integer NOT NULL,
	`region_id` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `region_id`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`region_id`) REFERENCES `regions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `plan_shares` (
	`plan_id` integer PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`show_dates` integer DEFAULT false NOT NULL,
	`plan_memo` integer DEFAULT false NOT NULL,
	`day_memos` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_shares_token` ON `plan_shares` (`token`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`start_date` text NOT NULL,
	`nights` integer NOT NULL,
	`days` integer NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	`updated_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plans_user` ON `plans` (`user_id`,`id`);