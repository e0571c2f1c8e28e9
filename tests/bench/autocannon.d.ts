declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Per-request hooks: `setupRequest` may return the request with another body or headers. */
    requests?: Array<{
      setupRequest?: (request: { headers?: Record<string, string>; body?: string }) => object;
    }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
