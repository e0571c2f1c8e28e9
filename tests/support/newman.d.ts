/** The part of newman's library API the Postman import test uses (newman ships no types). */
declare module 'newman' {
  interface Member {
    key: string;
    value: string;
  }
  export interface Execution {
    item: { name: string };
    request: { method: string; url: { toString(): string } };
    response?: { code: number; headers: { members: Member[] }; stream?: Buffer };
    requestError?: Error;
    /** The collection's own tests of this request, each with its error when it failed. */
    assertions?: Array<{ assertion: string; error?: Error }>;
  }
  export interface RunSummary {
    run: { executions: Execution[]; failures: Array<{ error: Error }> };
  }
  export function run(
    options: {
      collection: object;
      environment?: object;
      envVar?: Member[];
      reporters?: string[];
      timeoutRequest?: number;
      ignoreRedirects?: boolean;
    },
    callback: (error: Error | null, summary: RunSummary) => void,
  ): unknown;
}
