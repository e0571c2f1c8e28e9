/** Kept apart from the registry, so the command line can read the defaults without loading SQLite. */
export interface SandboxLimits {
  maxCount: number;
  /** All sandboxes' databases together, in bytes. */
  maxBytes: number;
  /** A sandbox nobody called for this long goes. */
  idleMs: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = { maxCount: 32, maxBytes: 512 * 1024 * 1024, idleMs: 30 * 60_000 };
