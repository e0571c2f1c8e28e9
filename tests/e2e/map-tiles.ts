import type { Page } from '@playwright/test';

/** Every request the maps make for OpenStreetMap tiles. */
export const TILE_REQUEST = /tile\.openstreetmap\.org/;

/** A 1×1 PNG: what a tile server answers once it is reachable again. */
export const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Makes every tile request fail as it does offline; the list fills with the tiles asked for. */
export async function failTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TILE_REQUEST, (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return asked;
}

/** The images on screen that finished loading without a picture: what a person sees as broken. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          img.complete &&
          img.naturalWidth === 0
        );
      })
      .map((img) => img.src),
  );
}
