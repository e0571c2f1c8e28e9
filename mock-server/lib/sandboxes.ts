import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeBytes, storeFromImage, type Store } from '../../db/client';
import { sandboxNameSchema, type SandboxInfo, type SandboxList } from '../../src/shared/control';
import type { AppDeps } from '../deps';
import type { SandboxLimits } from './sandbox-limits';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock_sandbox';

const SWEEP_EVERY_MS = 60_000;
/** A replaced or deleted database is closed only after calls already inside it have finished. */
const CLOSE_AFTER_MS = 10_000;

interface Sandbox {
  deps: AppDeps;
  from: string;
  createdAt: number;
  lastUsedAt: number;
  folder: string;
}

export interface SandboxSources {
  limits: SandboxLimits;
  /** The migrated, seeded database as SQLite's serialized image (made once, on first need). */
  seedImage(): Uint8Array;
  /** A named snapshot's image; undefined when there is none. */
  snapshotImage(name: string): Uint8Array | undefined;
  /** The sandbox's own clock, faults, mailbox, log and tokens around its store. */
  makeDeps(store: Store, name: string, snapshotsDir: string): AppDeps;
  /** Real time, for idle expiry (tests pass their own). */
  now?(): number;
}

export type Opened = { deps: AppDeps; created: boolean } | { refused: string; status: 404 | 503 };

/**
 * Isolated copies of the data, each a private in-memory SQLite database deserialized from the
 * seeded image (milliseconds; a seed takes a second), with its own deps. Nothing keyed by a
 * connection or by deps (statements, cached reads, throttles, consent state) is shared with
 * another sandbox or the default data.
 */
export class SandboxRegistry {
  private readonly sandboxes = new Map<string, Sandbox>();
  /** Signs the sandbox cookie, so a page of another origin on this host cannot write one. */
  private readonly secret: Uint8Array = randomBytes(32);
  private seed: Uint8Array | undefined;
  private root: string | undefined;
  private sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly sources: SandboxSources) {}

  private now(): number {
    return this.sources.now?.() ?? Date.now();
  }

  get limits(): SandboxLimits {
    return this.sources.limits;
  }

  private seedImage(): Uint8Array {
    return (this.seed ??= this.sources.seedImage());
  }

  /** The sandbox of that name, made on first use from the seed (or the named snapshot). */
  use(name: string, from?: string): Opened {
    const known = this.sandboxes.get(name);
    if (known) {
      known.lastUsedAt = this.now();
      return { deps: known.deps, created: false };
    }
    this.sweep();
    if (this.sandboxes.size >= this.limits.maxCount)
      return {
        refused: `${this.limits.maxCount} sandboxes already exist (the cap): delete one or wait for one to expire`,
        status: 503,
      };
    const image = from === undefined ? this.seedImage() : this.sources.snapshotImage(from);
    if (!image) return { refused: `no snapshot named ${JSON.stringify(from)}`, status: 404 };
    if (this.bytes() + image.length > this.limits.maxBytes)
      return {
        refused: `the sandboxes would hold more than ${Math.round(this.limits.maxBytes / 2 ** 20)} MB (the cap): delete one first`,
        status: 503,
      };
    const folder = join(this.folderRoot(), name);
    mkdirSync(folder, { recursive: true });
    const deps = this.sources.makeDeps(storeFromImage(image), name, folder);
    const at = this.now();
    this.sandboxes.set(name, { deps, from: from ?? 'seed', createdAt: at, lastUsedAt: at, folder });
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_EVERY_MS).unref();
    return { deps, created: true };
  }

  /** The sandbox of that name if it exists; never makes one, nor counts as a use. */
  find(name: string): AppDeps | undefined {
    return this.sandboxes.get(name)?.deps;
  }

  /** Back to the seed: a fresh copy of the image behind the same deps. */
  reseed(deps: AppDeps): void {
    const old = deps.store;
    deps.store = storeFromImage(this.seedImage());
    closeLater(old);
  }

  remove(name: string): boolean {
    const sandbox = this.sandboxes.get(name);
    if (!sandbox) return false;
    this.sandboxes.delete(name);
    closeLater(sandbox.deps.store);
    rmSync(sandbox.folder, { recursive: true, force: true });
    return true;
  }

  /** Every sandbox idle past the limit goes. */
  sweep(): void {
    const oldest = this.now() - this.limits.idleMs;
    for (const [name, sandbox] of this.sandboxes) if (sandbox.lastUsedAt <= oldest) this.remove(name);
  }

  /** What a caller in `current` (null: the default data) may see: every sandbox, or its own only. */
  list(current: string | null): SandboxList {
    this.sweep();
    const sandboxes = [...this.sandboxes]
      .filter(([name]) => current === null || name === current)
      .map(([name, s]): SandboxInfo => ({
        name,
        from: s.from,
        createdAt: s.createdAt,
        lastUsedAt: s.lastUsedAt,
        expiresAt: s.lastUsedAt + this.limits.idleMs,
        bytes: storeBytes(s.deps.store),
      }));
    return { current, limits: this.limits, sandboxes };
  }

  private bytes(): number {
    let total = 0;
    for (const s of this.sandboxes.values()) total += storeBytes(s.deps.store);
    return total;
  }

  private folderRoot(): string {
    return (this.root ??= mkdtempSync(join(tmpdir(), 'tabi-sandboxes-')));
  }

  /** The cookie value that lets a browser into `name`. */
  cookieFor(name: string): string {
    return `${name}.${this.signature(name)}`;
  }

  /** The sandbox a cookie names, if this server signed it; anything else is ignored. */
  nameOfCookie(value: string | undefined): string | undefined {
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 1) return undefined;
    const name = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.signature(name));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return sandboxNameSchema.safeParse(name).success ? name : undefined;
  }

  private signature(name: string): string {
    return createHmac('sha256', this.secret).update(name).digest('base64url');
  }

  /** Stops the sweeper and drops every sandbox (server shutdown). */
  close(): void {
    clearInterval(this.sweeper);
    for (const name of [...this.sandboxes.keys()]) this.remove(name);
    if (this.root) rmSync(this.root, { recursive: true, force: true });
  }
}

function closeLater(store: Store): void {
  setTimeout(() => store.sqlite.close(), CLOSE_AFTER_MS).unref();
}
