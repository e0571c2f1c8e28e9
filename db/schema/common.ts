import { integer, text } from 'drizzle-orm/sqlite-core';

/** Millisecond epoch timestamps: the mock server's clock is movable, so every time comes from it. */
export const createdAt = () => integer('created_at').notNull();
export const id = () => integer('id').primaryKey({ autoIncrement: true });
export const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);
export const lang = (name = 'language') => text(name, { enum: ['ko', 'ja'] }).notNull();
