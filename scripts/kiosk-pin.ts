/**
 * Prints the staffPinHash for kiosk.json: `npm run kiosk:pin -- 2468`. Only the hash goes into
 * the file, so a copied kiosk.json does not give the PIN away.
 */
import { hashPin } from '../src/main/staff';

const pin = process.argv[2] ?? '';
if (!/^\d{4,12}$/.test(pin)) {
  console.error('usage: npm run kiosk:pin -- <4 to 12 digits>');
  process.exit(1);
}
console.log(await hashPin(pin));
