import { api } from '../../shared/api';
import { client } from './api-client';

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  return bytes.buffer;
}

/** Passwords never travel as text: RSA-OAEP-SHA256 with the server's current public key. */
export async function encryptPassword(password: string): Promise<{ password: string; keyId: string }> {
  const { keyId, publicKey } = await client.call(api.auth.publicKey, {});
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const encrypted = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)),
  );
  return { password: btoa(String.fromCharCode(...encrypted)), keyId };
}
