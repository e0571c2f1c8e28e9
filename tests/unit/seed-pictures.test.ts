import { describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { seedDemoData } from '../../db/seed';

describe('seeded pictures', () => {
  it('are shipped files (photos and drawings), never rows every sandbox would copy', () => {
    const store = openStore(':memory:');
    seedDemoData(store, Date.UTC(2026, 10, 1));
    const stored = store.sqlite.prepare('SELECT count(*) AS n FROM files').get() as { n: number };
    const urls = store.sqlite
      .prepare(
        `SELECT url FROM feed_images UNION ALL SELECT image_url FROM banners
         UNION ALL SELECT value FROM places, json_each(places.images)`,
      )
      .all() as Array<{ url: string }>;
    store.sqlite.close();
    expect(stored.n).toBe(0);
    expect(urls.length).toBeGreaterThan(40);
    for (const { url } of urls) expect(url).toMatch(/^\/(photos|drawings)\//);
  });
});
