const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The bundled server listens on loopback at a fixed port, which a web page on the same machine
 * can reach through DNS rebinding (its own name resolving to 127.0.0.1): the Host header then
 * carries that name, and only loopback names are answered.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  return match !== null && LOOPBACK_NAMES.has(match[1]!);
}
